// Drives SimCore from Swift, as a library user would: a scene written in the .sim language, one
// tap, and the handler's run read back from the interpreter's outcome. Prints the trace and exits
// non-zero when the tap did not reach the handler.
import SimCore
import SimScript
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

var trace: [UInt8] = []
var diagnostics: [String] = []
let interpreter = Interpreter(write: { trace += $0 }, report: { diagnostics.append($0.description) })
let outcome = interpreter.run(source: """
    window main
    controller home in main
    button save in home.view frame 20 100 120 44 title "Save"
    method home didTapSave: {
        log "saved by {sender}"
    }
    addTarget save home didTapSave: for touchUpInside
    tap save
    expect ran home didTapSave: once
    expect log "saved by save"
    """, file: "consumer.sim")

print(String(decoding: trace, as: UTF8.self), terminator: "")
for d in diagnostics { print(d) }
guard outcome == .completed, diagnostics.isEmpty else {
    print("consumer: the scene did not run as expected (\(outcome))")
    exit(1)
}
// The engine's model, read from Swift: the button the script made, and its state after the tap.
guard let save = interpreter.world.object(named: "save") as? Button, !save.isHighlighted, save.isEnabled else {
    print("consumer: the world has no un-highlighted, enabled button 'save' after the tap")
    exit(1)
}
print("consumer: SimCore and SimScript by version work (\(save.className) '\(save.name)')")
