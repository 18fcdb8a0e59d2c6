// `#if` as swiftc on this machine evaluates it: Linux, no DEBUG (swiftc defines none), language
// mode 5, the Linux toolchain's modules. Active code runs; inactive clauses still parse.
#if DEBUG
print("debug build")
#else
print("no DEBUG")
#endif

#if os(iOS)
let platform = "iOS"
#elseif os(Linux)
let platform = "Linux"
#else
let platform = "elsewhere"
#endif
print(platform)

#if swift(>=5.0) && !swift(>=7)
print("Swift 5 or 6")
#endif

#if canImport(UIKit)
print("UIKit")
#elseif canImport(Glibc)
print("Glibc")
#endif

#if arch(x86_64) || arch(arm64)
print("64-bit")
#endif

struct Settings {
    #if FEATURE_FLAG
    var flag = true
    #else
    var flag = false
    #endif
    var name = "default"
}
print(Settings())

func describe(_ n: Int) -> String {
    switch n {
    #if os(Linux)
    case 0: return "zero on Linux"
    #endif
    default: return "other"
    }
}
print(describe(0), describe(1))

#if targetEnvironment(simulator)
print("simulator")
#else
print("not a simulator")
#endif

// Nested, with the inner one in an active clause.
#if !DEBUG
    #if compiler(>=6.0)
    print("compiler 6 or later")
    #else
    print("older compiler")
    #endif
#endif
