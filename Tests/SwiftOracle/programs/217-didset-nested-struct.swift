// didSet on a struct-typed property fires when a nested field or array element changes.
struct Address { var city: String; var zip: String }
struct Profile {
    var name: String
    var address: Address
    var tags: [String]
}
final class Account {
    var changes: [String] = []
    var profile: Profile {
        didSet {
            var what: [String] = []
            if oldValue.name != profile.name { what.append("name") }
            if oldValue.address.city != profile.address.city { what.append("city") }
            if oldValue.tags != profile.tags { what.append("tags") }
            changes.append(what.isEmpty ? "no visible change" : what.joined(separator: "+"))
        }
    }
    init(profile: Profile) { self.profile = profile }
}
let acct = Account(profile: Profile(name: "ann", address: Address(city: "Oslo", zip: "0150"), tags: []))
acct.profile.name = "Ann"
acct.profile.address.city = "Bergen"
acct.profile.tags.append("vip")
acct.profile.tags[0] = "VIP"
acct.profile.address.zip = "5003"
acct.profile = Profile(name: "Bo", address: Address(city: "Oslo", zip: "1"), tags: [])
print(acct.changes)
print(acct.profile)
struct Counter {
    var value = 0 { didSet { log.append("\(oldValue)->\(value)") } }
    var log: [String] = []
}
var c = Counter()
c.value += 1
c.value *= 10
let same = c.value
c.value = same
print(c.log)
