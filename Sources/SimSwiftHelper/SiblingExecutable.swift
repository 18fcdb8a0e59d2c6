import Glibc

/// The programs installed beside `simrepl` (`simrepl-swift`, `simrepl-serve`): found next to the
/// running executable, symbolic links resolved, so a copied or linked install keeps working.
public enum SiblingExecutable {
    /// The path of `name` beside the running executable, or `name` itself when that cannot be
    /// told (then the search path decides).
    public static func path(named name: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, Int(PATH_MAX))
        guard n > 0 else { return name }
        let me = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = me.lastIndex(of: "/") else { return name }
        return String(me[...slash]) + name
    }

    /// simrepl-swift, beside simrepl, or as SIMREPL_SWIFT_HELPER names it.
    public static var swiftProgram: String {
        getenv("SIMREPL_SWIFT_HELPER").map { String(cString: $0) } ?? path(named: "simrepl-swift")
    }
}
