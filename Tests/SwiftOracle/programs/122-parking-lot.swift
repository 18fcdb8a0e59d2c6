// A parking lot: enums for vehicle sizes, a class holding spots, errors and fees.
enum VehicleSize: Int, Comparable, CustomStringConvertible {
    case motorcycle = 1, car, bus
    static func < (a: VehicleSize, b: VehicleSize) -> Bool { a.rawValue < b.rawValue }
    var description: String { ["", "motorcycle", "car", "bus"][rawValue] }
}
struct Vehicle { let plate: String; let size: VehicleSize }
enum ParkingError: Error { case full(VehicleSize), alreadyParked(String), notFound(String) }
final class Lot {
    private var spots: [VehicleSize]
    private var occupied: [Int: Vehicle] = [:]
    private var entered: [String: Int] = [:]
    init(spots: [VehicleSize]) { self.spots = spots }
    func park(_ v: Vehicle, at time: Int) throws -> Int {
        if entered[v.plate] != nil { throw ParkingError.alreadyParked(v.plate) }
        guard let i = spots.indices.first(where: { occupied[$0] == nil && spots[$0] >= v.size }) else {
            throw ParkingError.full(v.size)
        }
        occupied[i] = v
        entered[v.plate] = time
        return i
    }
    func leave(_ plate: String, at time: Int) throws -> Int {
        guard let start = entered.removeValue(forKey: plate),
              let spot = occupied.first(where: { $0.value.plate == plate })?.key else {
            throw ParkingError.notFound(plate)
        }
        let v = occupied.removeValue(forKey: spot)!
        return max(1, time - start) * v.size.rawValue * 2
    }
    var free: Int { spots.count - occupied.count }
}
let lot = Lot(spots: [.motorcycle, .car, .car, .bus])
let arrivals = [Vehicle(plate: "M1", size: .motorcycle), Vehicle(plate: "B1", size: .bus),
                Vehicle(plate: "C1", size: .car), Vehicle(plate: "C2", size: .car), Vehicle(plate: "C3", size: .car),
                Vehicle(plate: "C1", size: .car)]
for (t, v) in arrivals.enumerated() {
    do {
        let spot = try lot.park(v, at: t)
        print("\(v.plate) (\(v.size)) -> spot \(spot)")
    } catch {
        print("\(v.plate): \(error)")
    }
}
print("free:", lot.free)
for (plate, t) in [("C1", 10), ("X9", 11), ("B1", 12)] {
    if let fee = try? lot.leave(plate, at: t) { print(plate, "pays", fee) } else { print(plate, "not here") }
}
print("free:", lot.free, (try? lot.park(Vehicle(plate: "C3", size: .car), at: 13)) as Any)
