// libFuzzer's entry point for the Swift front end (scripts/fuzz.sh --swift): each input is a
// Swift source, imported by a driver that makes one instance of each class it declares (with the
// maker of its superclass), loads a controller's view and taps every button. A crash, a trap, an
// ASan report or a time-out is a bug: any input must load or stop with a diagnostic.
import SimCore
import SimScript
import SimSwiftBridge
#if canImport(Glibc)
import Glibc
#endif

/// The most of an input the harness reads: libFuzzer's -max_len (scripts/fuzz.sh) is the same.
let maxInputBytes = 64 << 10
/// Each input's work budget (trace events).
let fuzzMaxEvents = 2_000

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: min(size, maxInputBytes))
    // The file as a reader would have it: invalid UTF-8 is refused before the front end sees it.
    guard let source = String(validating: bytes, as: UTF8.self) else { return 0 }
    var output = 0
    let interpreter = Interpreter(write: { output += $0.count },
                                  loadFile: { path in
                                      guard path == "Fuzz.swift" else { throw ScriptError(Diagnostic(.error, nil, "no such file in the fuzzer's sandbox")) }
                                      return source
                                  },
                                  report: { output += $0.description.utf8.count })
    interpreter.swiftFrontEnd = SwiftBridgeFrontEnd()
    interpreter.maxEvents = fuzzMaxEvents
    guard interpreter.run(source: "import \"Fuzz.swift\"\nwindow main", file: "driver.sim") == .completed else { return 0 }
    // One instance of each class, as a driver makes it, then its view loaded and its buttons tapped.
    for (i, type) in interpreter.declaredClasses.enumerated() {
        let name = "fuzz\(i)"
        let made: String
        switch type.superclass {
        case "UIViewController", "UITableViewController": made = "controller \(name) in main class \(type.name)\nsendAction viewDidLoad to \(name)"
        case "UIButton": made = "button \(name) in main frame 0 0 100 44 class \(type.name)\ntap \(name)"
        case "UITableViewCell": made = "celltype \(type.name) { label titleLabel }"
        case "NSObject", nil: made = "object \(name) class \(type.name)"
        default: made = "view \(name) in main class \(type.name)"
        }
        _ = interpreter.run(source: made, file: "driver.sim")
    }
    let buttons = interpreter.world.objects.filter { $0 is Button && !$0.isReleased }.map(\.name)
    for button in buttons.prefix(8) { _ = interpreter.run(source: "tap \(button)", file: "driver.sim") }
    if output < 0 { print(output) }  // keep the count alive
    return 0
}

/// The dictionary: Swift keywords and the UIKit names the subset knows, so the fuzzer starts
/// from words the front end reads (written when $SIMREPL_FUZZ_DICTIONARY names a file).
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>) -> Int32 {
    guard let path = getenv("SIMREPL_FUZZ_DICTIONARY").map({ String(cString: $0) }) else { return 0 }
    let words = ["class", "protocol", "struct", "func", "override", "super", "self", "let", "var", "weak", "lazy", "private", "@objc",
                 "@IBOutlet", "@IBAction", "if", "else", "guard", "return", "nil", "true", "false", "as?", "as!", "#selector", "didSet",
                 "typealias", "UIViewController", "UITableViewController", "UITableViewCell", "UIButton", "UIView", "UILabel",
                 "NSObject", "AnyObject", "addTarget", "removeTarget", "addAction", "UIAction", "for:", "action:", ".touchUpInside",
                 ".TouchUpInside", "forControlEvents:", "viewDidLoad", "prepareForReuse", "print(", "delegate?.", "tableView",
                 "dequeueReusableCell(withIdentifier:", "indexPath.row", "didTouchUpInside", "{", "}", "(", ")", "\\(", "[weak self]"]
    let text = words.map { "\"" + $0.replacingBackslashes + "\"" }.joined(separator: "\n") + "\n"
    if let file = fopen(path, "w") { fputs(text, file); fclose(file) }
    exit(0)  // asked only for the dictionary
}

extension String {
    /// A dictionary entry's escaping: `\` and `"` as libFuzzer reads them.
    var replacingBackslashes: String {
        var out = ""
        for c in self { if c == "\\" || c == "\"" { out += "\\" }; out.append(c) }
        return out
    }
}
