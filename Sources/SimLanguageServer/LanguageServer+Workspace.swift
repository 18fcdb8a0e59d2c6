import Foundation
import SimHostFiles
import SimLive
import SimScript

/// The folder a document's files (its includes, the Swift it imports, the scenes it loads) are
/// read from, and how a file is read there.
extension LanguageServer {
    /// - `--root`, whatever the document;
    /// - else the client's workspace folder that holds the document;
    /// - else (the client names none, or none holds it: an editor started in another folder, or
    ///   in the scenario's own) the repository around the document, the nearest folder above it
    ///   with `.git` (a folder, or a file in a worktree), so `include "../scene/x.sim"` reads;
    ///   else the current folder when it holds the document; else the document's own folder.
    ///
    /// A document that is not a file (`untitled:`) reads from the client's first folder, else the
    /// current folder.
    func folder(for path: String) -> ConfinedFolder? {
        if options.root != nil { return workspaces.first }
        guard path.hasPrefix("/") else { return workspaces.first ?? found(".", for: path) }
        if let named = workspaces.first(where: { $0.resolve(path) != nil }) { return named }
        let here = (path as NSString).deletingLastPathComponent
        if let repository = Self.repository(above: here) { return found(repository, for: path) }
        if let current = found(".", for: path), current.resolve(path) != nil { return current }
        return found(here, for: path)
    }

    /// The folder at `root`, made once (and said in the log the first time).
    private func found(_ root: String, for path: String) -> ConfinedFolder? {
        if let folder = foundRoots[root] { return folder }
        guard let folder = try? ConfinedFolder(root, noun: "the workspace") else { return nil }
        foundRoots[root] = folder
        log("workspace \(folder.root), found for \(path)")
        return folder
    }

    /// The nearest folder at or above `folder` that holds `.git`, links resolved (never `/`).
    static func repository(above folder: String) -> String? {
        guard var dir = ConfinedFolder.realPath(folder) else { return nil }
        while dir != "/" && !dir.isEmpty {
            if FileManager.default.fileExists(atPath: dir + "/.git") { return dir }
            dir = (dir as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// Reads a file a script names, from `folder`. A refusal names the file with its `.` and
    /// `..` resolved (`/w/lib/../x.sim` is `/w/x.sim`), and the workspace by its path.
    static func read(_ path: String, from folder: ConfinedFolder?) throws -> String {
        let shown = Session.lexicallyNormalized(path)
        guard let folder else { throw PageSessionError(message: "no workspace folder to read '\(shown)' from") }
        do {
            return try folder.read(path)
        } catch {
            switch error {
            case .outside: throw PageSessionError(message: "'\(shown)' is outside the workspace \(folder.root)")
            case .notFound: throw PageSessionError(message: "no file '\(shown)' in the workspace")
            default: throw PageSessionError(message: "\(error)")
            }
        }
    }
}
