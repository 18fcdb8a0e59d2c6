// Mixing value and reference types: arrays of class instances, structs holding arrays of classes.
final class Light { var on = false; let room: String; init(_ room: String) { self.room = room } }
struct House { var lights: [Light]; var name: String }
let kitchen = Light("kitchen"), hall = Light("hall")
var home = House(lights: [kitchen, hall], name: "home")
var copy = home
copy.name = "copy"
copy.lights[0].on = true
print(home.lights.map(\.on), copy.lights.map(\.on), home.name, copy.name)
copy.lights.append(Light("attic"))
print(home.lights.count, copy.lights.count)
copy.lights[1] = Light("new hall")
copy.lights[1].on = true
print(home.lights.map(\.room), copy.lights.map(\.room), hall.on)
var snapshot = home.lights.map(\.on)
kitchen.on = false
print(snapshot, home.lights.map(\.on))
snapshot[0] = true
print(kitchen.on)
func switchAllOn(_ h: House) { h.lights.forEach { $0.on = true } }
switchAllOn(home)
print(kitchen.on, hall.on)
func renamed(_ h: House) -> House { var h = h; h.name = "renamed"; return h }
print(renamed(home).name, home.name)
let identical = home.lights.indices.allSatisfy { home.lights[$0] === copy.lights[$0] }
print(identical, home.lights[0] === copy.lights[0])
