// Payroll over a class hierarchy: abstract-ish base class, overrides, polymorphic totals.
class Employee {
    let name: String
    init(name: String) { self.name = name }
    func monthlyPay() -> Double { 0 }
    func title() -> String { "employee" }
    final func payslip() -> String { "\(name) (\(title())): \(monthlyPay())" }
}
class Salaried: Employee {
    let salary: Double
    init(name: String, salary: Double) { self.salary = salary; super.init(name: name) }
    override func monthlyPay() -> Double { salary / 12 }
    override func title() -> String { "salaried" }
}
class Hourly: Employee {
    let rate: Double
    var hours: Double
    init(name: String, rate: Double, hours: Double) {
        self.rate = rate
        self.hours = hours
        super.init(name: name)
    }
    override func monthlyPay() -> Double {
        let overtime = max(0, hours - 160)
        return rate * min(hours, 160) + rate * 1.5 * overtime
    }
    override func title() -> String { "hourly" }
}
class Manager: Salaried {
    var reports: [Employee] = []
    override func monthlyPay() -> Double { super.monthlyPay() + 100 * Double(reports.count) }
    override func title() -> String { "manager of \(reports.count)" }
}
let ann = Manager(name: "Ann", salary: 120_000)
let bob = Hourly(name: "Bob", rate: 20, hours: 170)
let cy = Salaried(name: "Cy", salary: 60_000)
ann.reports = [bob, cy]
let staff: [Employee] = [ann, bob, cy]
staff.forEach { print($0.payslip()) }
let total = staff.reduce(0) { $0 + $1.monthlyPay() }
print("total:", total)
bob.hours = 100
print(bob.payslip(), "total now:", staff.map { $0.monthlyPay() }.reduce(0, +))
let managers = staff.compactMap { $0 as? Manager }
print(managers.map(\.name), staff.filter { $0 is Salaried }.count)
print(staff.sorted { $0.monthlyPay() > $1.monthlyPay() }.map(\.name))
