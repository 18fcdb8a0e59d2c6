// [weak self] and [unowned self] in stored closures: no retain cycle, deinit still runs.
class Downloader {
    let name: String
    var onFinish: (() -> Void)?
    init(name: String) { self.name = name; print("init", name) }
    deinit { print("deinit", name) }
    func setUpWeak() {
        onFinish = { [weak self] in
            guard let self = self else {
                print("already gone")
                return
            }
            print("finished", self.name)
        }
    }
    func setUpUnowned() {
        onFinish = { [unowned self] in
            print("finished (unowned)", self.name)
        }
    }
}
var d: Downloader? = Downloader(name: "first")
d?.setUpWeak()
d?.onFinish?()
let saved = d?.onFinish
d = nil
saved?()
var u: Downloader? = Downloader(name: "second")
u?.setUpUnowned()
u?.onFinish?()
u = nil
class Owner {
    var name = "owner"
    lazy var describe: () -> String = { [weak self] in
        "described by \(self?.name ?? "nobody")"
    }
    deinit { print("Owner deinit") }
}
var o: Owner? = Owner()
let describer = o!.describe
print(describer())
o = nil
print(describer())
weak var weakRef: Downloader?
do {
    let strong = Downloader(name: "third")
    weakRef = strong
    print(weakRef?.name ?? "nil")
}
print(weakRef?.name ?? "nil")
