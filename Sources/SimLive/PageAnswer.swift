import SimCore
import SimRendering
import SimScript

/// What a run for the page produced: the page's data, the diagnostics, and what the question at
/// the end printed, with the fixes `why` offered.
public struct PageAnswer {
    /// How the run ended, in a word the page shows: `completed`, `failed`, `over budget`, `stopped`.
    public var outcome: String
    /// The page's data (``PageData``), JSON.
    public var data: [UInt8]
    /// Errors, warnings and failed expectations, in order.
    public var diagnostics: [Diagnostic]
    /// What the `why` or `whatif` at the end printed (empty without one).
    public var output: String
    /// The fixes the `why` at the end offered.
    public var fixes: [WhyFixOffer]
    /// Server-side time of the run, whole milliseconds (the page shows it; never in a golden).
    public var milliseconds: Int = 0

    /// The answer as the JSON the page reads.
    public func json() -> [UInt8] {
        var out = Array("{\"outcome\":".utf8)
        JSONString.append(outcome, to: &out)
        out += Array(",\"milliseconds\":\(milliseconds),\"output\":".utf8)
        JSONString.append(output, to: &out)
        out += Array(",\"diagnostics\":".utf8)
        out += Self.json(diagnostics)
        out += Array(",\"fixes\":[".utf8)
        for (i, fix) in fixes.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out += Array("{\"handler\":".utf8); JSONString.append(fix.handler, to: &out)
            out += Array(",\"command\":".utf8); JSONString.append(fix.command, to: &out)
            out += Array(",\"before\":\(fix.isBeforeInteraction)".utf8)
            if let note = fix.note { out += Array(",\"note\":".utf8); JSONString.append(note, to: &out) }
            out.append(UInt8(ascii: "}"))
        }
        out += Array("],\"data\":".utf8)
        out += data
        out.append(UInt8(ascii: "}"))
        return out
    }

    /// Diagnostics as a JSON array: severity, `file:line:col`, its parts, message, hint.
    public static func json(_ diagnostics: [Diagnostic]) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "[")]
        for (i, d) in diagnostics.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out += Array("{\"severity\":".utf8); JSONString.append(d.severity.rawValue, to: &out)
            if let at = d.location {
                out += Array(",\"location\":".utf8); JSONString.append(at.description, to: &out)
                out += Array(",\"file\":".utf8); JSONString.append(at.file, to: &out)
                out += Array(",\"line\":\(at.line),\"column\":\(at.column)".utf8)
            }
            out += Array(",\"message\":".utf8); JSONString.append(d.message, to: &out)
            if let hint = d.hint { out += Array(",\"hint\":".utf8); JSONString.append(hint, to: &out) }
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
        return out
    }
}
