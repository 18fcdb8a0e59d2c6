// deinit runs when the last strong reference goes away (set to nil, replaced, or out of scope).
class Resource {
    let name: String
    init(_ name: String) {
        self.name = name
        print("acquire", name)
    }
    deinit {
        print("release", name)
    }
}
var r: Resource? = Resource("A")
print("holding", r!.name)
r = nil
print("after nil")
var slot: Resource? = Resource("B")
slot = Resource("C")
print("replaced, now", slot!.name)
slot = nil
var shared: Resource? = Resource("D")
var alias = shared
shared = nil
print("still alive via alias:", alias!.name)
alias = nil
func useTemporarily() {
    let temp = Resource("E")
    print("using", temp.name)
}
useTemporarily()
print("after function")
var list: [Resource] = [Resource("F"), Resource("G")]
list.removeFirst()
print("removed first")
list.removeAll()
print("end")
