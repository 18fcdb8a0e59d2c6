#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// libedit decodes keys with the C library's multibyte functions: unless LC_CTYPE is a UTF-8
/// locale, el_gets silently drops every non-ASCII key.
enum TerminalLocale {
    static func ensureUTF8() {
        setlocale(LC_CTYPE, "")
        if codesetIsUTF8() { return }
        // The user's locale (often plain "C"/POSIX under minimal environments) is not UTF-8;
        // terminals are, in practice, so fall back to a UTF-8 locale that glibc always ships.
        if setlocale(LC_CTYPE, "C.UTF-8") == nil {
            setlocale(LC_CTYPE, "en_US.UTF-8")
        }
    }

    private static func codesetIsUTF8() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).lowercased()
        return name == "utf-8" || name == "utf8"
    }
}
