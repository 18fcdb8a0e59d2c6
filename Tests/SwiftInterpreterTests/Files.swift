import Glibc

/// Reading the corpus without Foundation.
func readText(_ path: String) throws -> String {
    guard let f = fopen(path, "rb") else { throw FileError(path: path) }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = fread(&buffer, 1, buffer.count, f)
        if n <= 0 { break }
        bytes += buffer[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
}

func listDirectory(_ path: String) throws -> [String] {
    guard let dir = opendir(path) else { throw FileError(path: path) }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
        let name = withUnsafePointer(to: entry.pointee.d_name) { p in
            p.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names
}

struct FileError: Error {
    let path: String
}
