import SimCore
import SimRendering

/// `export`: SimCore's pictures of the scene and of the last touch, printed into the trace or
/// written through `writeFile` (the interpreter itself touches no files).
extension Session {
    /// The view tree of every window, as a picture in `format` (Graphviz DOT or Mermaid).
    public func treePicture(_ format: PictureFormat) -> String {
        ScenePictures(SceneGraph(world), names: names).tree(format: format)
    }

    /// The responder chain from `object` to its end, as a picture in `format`.
    public func chainPicture(from object: SimObject, _ format: PictureFormat) -> String {
        ScenePictures(SceneGraph(world), names: names).chain(from: object.id, format: format)
    }

    /// The last interaction (a Mermaid sequence diagram, or the DOT tree of its causes), as a
    /// picture in `format`.
    public func touchPicture(_ format: PictureFormat) -> String {
        TouchPicture(log: simulator.log, names: names).render(format)
    }

    /// Prints `text`, or writes it to FILE (relative to the script that names it, like `include`).
    func export(_ text: String, to file: Token?) throws {
        guard let file else { emitOutput(text.hasSuffix("\n") ? String(text.dropLast()) : text); return }
        let path = resolvePath(file.literalText, relativeTo: file.location.file)
        try writeNamedFile(text, to: path, named: file)
        emitOutput("wrote \(path)")
    }
}
