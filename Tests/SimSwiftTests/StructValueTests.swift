import Testing
@testable import SimCore
@testable import SimScript
@testable import SimSwift

/// Struct values (seed 004's ViewModel): made with the memberwise initializer's checks, their
/// computed properties computed once, NumberFormatter's text the same on every machine.
@Suite("Swift structs")
struct StructValueTests {
    static let swift = """
        struct Product {
            let name: String
            let price: Double
            let stock: Int = 3
            var label: String { return "\\(name): \\(NumberFormatter.localizedString(from: NSNumber(value: price), number: .currency))" }
            var described: String { "\\(name) at \\(price), \\(stock) left" }
        }
        """

    @Test func aStructValueGetsItsComputedPropertiesFromItsFields() throws {
        let run = SwiftRun.of("""
            import "Product.swift"
            object lamp class Product name "Lamp" price 1234.5
            expect lamp.label == "Lamp: $1,234.50"
            expect lamp.described == "Lamp at 1234.5, 3 left"
            expect lamp.stock == 3
            """, files: ["Product.swift": Self.swift])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.failedExpectations.isEmpty, "\(run.failedExpectations)")
    }

    @Test func theMemberwiseInitializerTakesEveryFieldAndNoOther() throws {
        let missing = SwiftRun.of("import \"Product.swift\"\nobject lamp class Product name \"Lamp\"", files: ["Product.swift": Self.swift])
        #expect(missing.errors.first?.message == "missing argument for parameter 'price' in call to Product's initializer")
        #expect(missing.errors.first?.location?.line == 2, "at the maker's line")
        let extra = SwiftRun.of("import \"Product.swift\"\nobject lamp class Product name \"Lamp\" price 1 colour \"red\"", files: ["Product.swift": Self.swift])
        #expect(extra.errors.first?.message == "extra argument 'colour' in call to Product's initializer")
    }

    @Test func aStructsFieldsAreConstants() throws {
        let run = SwiftRun.of("import \"Product.swift\"\nobject lamp class Product name \"Lamp\" price 1\nset lamp.price = 2", files: ["Product.swift": Self.swift])
        #expect(run.errors.first?.message == "cannot assign to property: 'price' is a 'let' constant")
    }

    @Test func theSeedsProductCellRuns() throws {
        let run = try SwiftRun.scenario("scripts/swift/product-cell.sim")
        #expect(run.errors.isEmpty && run.failedExpectations.isEmpty, "\(run.errors) \(run.failedExpectations)")
    }
}
