import Testing
import SimCore
import SimScript
import SimSwiftBridge

/// `show` of a Swift object lists what only Swift holds — a struct, a dictionary, a closure —
/// as Swift's `print` writes it, so the question "what state is my screen in?" has an answer
/// beyond the properties the engine mirrors.
@Suite("Swift-only state in show")
struct SwiftOnlyStateTests {
    static let shop = """
        import UIKit
        struct Item {
            var name: String
            var price: Int
        }
        class Shop: UIViewController {
            var items: [Item] = [Item(name: "Tea", price: 3)]
            var counts: [String: Int] = ["Tea": 1]
            var onBuy: ((Item) -> Void)?
            lazy var receipt: [String] = { print("made the receipt"); return [] }()
            var total = 0
            @objc func buy(_ sender: UIButton) {
                items.append(Item(name: "Cake", price: 4))
                counts["Cake", default: 0] += 1
                total += 4
                onBuy = { item in print(item.name) }
            }
        }
        """

    static let driver = """
        import "Shop.swift"
        window main
        controller shop in main class Shop
        button buy in shop.view frame 0 0 100 44
        addTarget buy shop buy: for touchUpInside
        show shop
        tap buy
        show shop
        """

    @Test func showListsWhatOnlySwiftHoldsAsSwiftPrintsIt() {
        let (trace, reports) = SwiftClosureTests.run(Self.driver, files: ["Shop.swift": Self.shop])
        #expect(reports.isEmpty, "\(reports)")
        #expect(trace.contains(#"items: [Item] = [main.Item(name: "Tea", price: 3)]  (Swift)"#), "\(trace)")
        #expect(trace.contains(#"items: [Item] = [main.Item(name: "Tea", price: 3), main.Item(name: "Cake", price: 4)]  (Swift)"#), "\(trace)")
        #expect(trace.contains(#"counts: [String: Int] = ["Tea": 1, "Cake": 1]  (Swift)"#), "\(trace)")
        // The engine's properties are not repeated; a lazy var nothing read is not made by a look.
        #expect(!trace.contains("total: "), "\(trace)")
        #expect(!trace.contains("receipt"), "\(trace)")
        #expect(!trace.contains("made the receipt"), "\(trace)")
    }

    /// A closure assigned where the engine mirrored nil: `show` must not go on saying nil.
    @Test func aClosureReplacesTheMirroredNil() {
        let (trace, _) = SwiftClosureTests.run(Self.driver, files: ["Shop.swift": Self.shop])
        let shows = trace.components(separatedBy: "shop (Shop: UIViewController)")
        #expect(shows.count == 3, "\(trace)")
        #expect(shows[1].contains("onBuy = nil"), "\(shows[1])")
        #expect(!shows[2].contains("onBuy = nil"), "\(shows[2])")
        #expect(shows[2].contains("onBuy: ((Item) -> ())? = Optional((Function))  (Swift)"), "\(shows[2])")
    }
}

/// Importing another file after objects exist loads the module again: each object keeps what
/// its Swift properties held where the value can cross into the new program, and a note names
/// what starts again (a value of the file's own types).
@Suite("State across a re-import")
struct ReimportTests {
    static let counter = """
        import UIKit
        struct Entry { var what: String }
        class Counter: UIViewController {
            let button = UIButton(type: .system)
            var taps = 0
            var history: [String] = []
            var entries: [Entry] = []
            @objc func hit(_ sender: UIButton) { taps += 1; history.append("hit"); entries.append(Entry(what: "hit")) }
        }
        """

    /// Two imports in a row, the object untouched between them, keep it too.
    @Test func anImportAfterObjectsKeepsTheirStateAndNamesWhatStartsAgain() {
        let driver = """
            import "Counter.swift"
            window main
            controller vc in main class Counter
            addSubview vc.view vc.button
            addTarget vc.button vc hit: for touchUpInside
            tap vc.button
            import "Badge.swift"
            import "Tag.swift"
            tap vc.button
            expect vc.taps == 2
            show vc
            """
        let (trace, reports) = SwiftClosureTests.run(driver, files: ["Counter.swift": Self.counter,
                                                                     "Badge.swift": "import UIKit\nclass Badge: UILabel {}\n",
                                                                     "Tag.swift": "import UIKit\nclass Tag: UILabel {}\n"])
        #expect(reports.isEmpty, "\(reports)")
        #expect(trace.contains(#"history = ["hit", "hit"]"#), "\(trace)")
        // The button its initial value made is the same object, not made again.
        #expect(trace.contains("button = vc.button"), "\(trace)")
        #expect(!trace.contains("button#"), "\(trace)")
        #expect(trace.contains("vc keeps its Swift state but entries starts again from the initial value"), "\(trace)")
        #expect(trace.contains(#"entries: [Entry] = [main.Entry(what: "hit")]  (Swift)"#), "\(trace)")
    }
}

/// A screen is an app's code: its `#if` conditions are evaluated for an iOS Simulator Debug
/// build (`DEBUG`, `os(iOS)`, `canImport(UIKit)`), where a program run alone is this machine's.
@Suite("#if in a screen")
struct ScreenConditionalCompilationTests {
    @Test func aScreenIsBuiltForTheIOSSimulatorInDebug() {
        let screen = """
            import UIKit
            class Probe: UIViewController {
                #if DEBUG
                var build = "debug"
                #else
                var build = "release"
                #endif
                #if os(iOS) && targetEnvironment(simulator) && canImport(UIKit)
                var platform = "iOS Simulator"
                #else
                var platform = "elsewhere"
                #endif
            }
            """
        let (trace, reports) = SwiftClosureTests.run("""
            import "Probe.swift"
            window main
            controller probe in main class Probe
            expect probe.build == "debug"
            expect probe.platform == "iOS Simulator"
            """, files: ["Probe.swift": screen])
        #expect(reports.isEmpty, "\(reports)\n\(trace)")
    }
}
