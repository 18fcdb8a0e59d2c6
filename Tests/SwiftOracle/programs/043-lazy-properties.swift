// lazy stored properties: computed on first use, once, and then stored.
class DataLoader {
    var loads = 0
    lazy var data: [Int] = {
        loads += 1
        print("loading data")
        return [1, 2, 3]
    }()
    lazy var summary: String = "count \(data.count)"
}
let loader = DataLoader()
print("created, loads:", loader.loads)
print(loader.data)
print(loader.data.count, "loads:", loader.loads)
print(loader.summary)
loader.data.append(4)
print(loader.summary, loader.data)
struct Config {
    let base: Int
    lazy var expensive: Int = {
        print("computing expensive")
        return base * 1000
    }()
}
var config = Config(base: 3)
print("config made")
print(config.expensive)
print(config.expensive)
var copy = config
copy.expensive = 1
print(config.expensive, copy.expensive)
var fresh = Config(base: 7)
var freshCopy = fresh
print(freshCopy.expensive)
print(fresh.expensive)
