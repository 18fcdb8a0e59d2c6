import ArgumentParser
import SimCore
import SimScript
import SimRendering

/// `run`'s options that write files after a script ran: the step-through page and pictures.
struct ExportOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Write a self-contained HTML page that steps through the run (← →): the scene's views, the touch, the hit-test path, the responder chain, each trace line and the handler that ran.",
        valueName: "page.html"), completion: .file(extensions: ["html"]))
    var html: String?

    @Option(name: .long, help: ArgumentHelp(
        "Write a picture after the run: tree, chain:OBJECT or touch, = a file whose extension picks the format (.dot for Graphviz, .mmd for Mermaid). Repeatable.",
        valueName: "what=file"))
    var export: [PictureRequest] = []

    var isEmpty: Bool { html == nil && export.isEmpty }
}

/// `tree=scene.dot`, `chain:login=chain.mmd`, `touch=touch.mmd`.
struct PictureRequest: ExpressibleByArgument {
    enum Subject { case tree, chain(String), touch }

    let subject: Subject
    let format: PictureFormat
    let file: String

    init?(argument: String) {
        guard let eq = argument.firstIndex(of: "=") else { return nil }
        let what = argument[..<eq], file = String(argument[argument.index(after: eq)...])
        switch what {
        case "tree": subject = .tree
        case "touch": subject = .touch
        default:
            guard what.hasPrefix("chain:"), what.count > 6 else { return nil }
            subject = .chain(String(what.dropFirst(6)))
        }
        if file.hasSuffix(".dot") || file.hasSuffix(".gv") { format = .dot }
        else if file.hasSuffix(".mmd") || file.hasSuffix(".mermaid") { format = .mermaid }
        else { return nil }
        self.file = file
    }

    static var defaultCompletionKind: CompletionKind { .file(extensions: ["dot", "mmd"]) }
}

enum Exports {
    /// Writes what `options` asks for about `interpreter`'s run; false (after saying why on
    /// standard error) when something could not be written.
    /// `recorder` kept the scene each command left, for the page to draw each step over.
    static func write(_ options: ExportOptions, of interpreter: Interpreter, title: String, recorder: SceneRecorder? = nil) -> Bool {
        let graph = SceneGraph(interpreter.world)
        var ok = true
        if let html = options.html {
            recorder?.finish()
            let context = PageData.Context(title: title, recorder: recorder, mainFile: title)
            let data = PageData.json(log: interpreter.simulator.log, graph: graph, names: interpreter.names, context: context)
            let page = StepThroughPage.html(data: data, title: title)
            ok = save(page, to: html) && ok
        }
        for request in options.export {
            // The same pictures as the language's `export`.
            let text: String
            switch request.subject {
            case .tree:
                text = interpreter.treePicture(request.format)
            case .touch:
                text = interpreter.touchPicture(request.format)
            case .chain(let name):
                guard let object = interpreter.world.object(named: name), object is Responder else {
                    Output.err("simrepl: --export chain:\(name): no responder named '\(name)' in \(title)")
                    ok = false
                    continue
                }
                text = interpreter.chainPicture(from: object, request.format)
            }
            ok = save(text, to: request.file) && ok
        }
        return ok
    }

    private static func save(_ text: String, to path: String) -> Bool {
        do {
            try Output.writeFile(path, text)
            return true
        } catch {
            Output.err("simrepl: cannot write '\(path)': \(error)" + ((error as? HintedError)?.hint.map { "\n  hint: " + $0 } ?? ""))
            return false
        }
    }
}
