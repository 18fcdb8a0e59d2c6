import Testing
import SwiftInterpreter

/// Foundation's NumberFormatter in the locale simrepl fixes, so a trace reads the same on every
/// machine.
@Suite("NumberFormatter in en_US")
struct NumberFormattingTests {
    /// en_US, as NumberFormatter writes it there: two decimals for currency, up to three for
    /// decimal, grouped thousands, halves rounded to even.
    @Test(arguments: [
        (19.99, "currency", "$19.99"), (49, "currency", "$49.00"), (1200.5, "currency", "$1,200.50"),
        (-5, "currency", "-$5.00"), (0.125, "currency", "$0.12"), (0.135, "currency", "$0.14"),
        (1234567.891, "decimal", "1,234,567.891"), (2.5, "decimal", "2.5"), (0.256, "percent", "26%"),
    ] as [(Double, String, String)])
    func numbersReadTheSameOnEveryMachine(_ n: Double, _ style: String, _ text: String) {
        #expect(FixedLocaleNumbers.format(n, style: style) == text)
    }

    @Test func aProgramFormatsAsFoundationDoes() throws {
        let host = CapturingHost()
        let program = try Interpreter.load(source: """
            import Foundation
            print(NumberFormatter.localizedString(from: NSNumber(value: 1200.5), number: .currency))
            print(NumberFormatter.localizedString(from: NSNumber(value: 0.256), number: .percent))
            """, fileName: "main.swift", host: host)
        try program.run()
        #expect(host.output == "$1,200.50\n26%\n")
    }
}
