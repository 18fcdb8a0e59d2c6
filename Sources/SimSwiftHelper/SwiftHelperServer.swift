import Glibc
import SimCore
import SimScript

/// The other end: `simrepl-swift` reads a request from standard input, answers on standard
/// output, and exits at the end of its input. It keeps each file's last lowering for the setups
/// of its structs' values.
public enum SwiftHelperServer {
    public static func serve(_ frontEnd: some SwiftFrontEnd) {
        var lowered: [String: LoweredSwift] = [:]
        var requests = MessageReader(fd: 0)
        while let message = requests.next() {
            let response: SwiftLoweringWire.Response
            do {
                switch try SwiftLoweringWire.Request(decoding: message) {
                case .lower(let path, let text):
                    let result = try frontEnd.lower(path: path, text: text)
                    lowered[path] = result
                    response = .lowered(SwiftLoweringWire.Lowered(result))
                case .setup(let path, let typeName, let instance, let stored):
                    guard let type = lowered[path]?.classes.first(where: { $0.name == typeName }) else {
                        throw ScriptError(Diagnostic(.error, nil, "\(typeName) is not a type of \(path)", hint: SwiftHelperFrontEnd.bugHint))
                    }
                    response = .setupText(try type.setup(instance, stored.map { ($0.name, $0.value) }))
                }
            } catch let error as ScriptError {
                response = .error(error.diagnostic)
            } catch {
                response = .error(Diagnostic(.error, nil, "simrepl-swift could not read its request", hint: SwiftHelperFrontEnd.bugHint))
            }
            guard writeAll(response.encoded, to: 1) else { return }
        }
    }
}
