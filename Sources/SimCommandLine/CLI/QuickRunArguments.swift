import SimScript

/// `simrepl run FILE…` with plain options, read without the argument parser.
///
/// Why: ArgumentParser builds its model of a command by reflection (Mirror over every property
/// wrapper, a protocol-conformance search per type), about 15 million instructions — three
/// quarters of starting simrepl, paid by every `simrepl run` in a shell loop or a Makefile.
/// The common invocations need none of it, so they are read here; anything else — help, a typo,
/// a missing or bad value, a repeated option, `--html`/`--export`, `--` — returns nil and goes to
/// ArgumentParser, which gives the usual usage text and errors. So this reader only ever accepts
/// a subset of what `Run` accepts, with the same meaning: `QuickRunArgumentsTests` (end to end)
/// runs each accepted form both ways and compares the bytes. `SIMREPL_ARGUMENT_PARSER=1` turns
/// it off.
struct QuickRunArguments {
    var files: [String] = []
    var options = TraceSettings()
    var maxEvents = WorkBudgetOptions.limit(Interpreter.defaultMaxEvents)

    /// The arguments after `simrepl` (`run` first), or nil when ArgumentParser should read them.
    init?(_ arguments: ArraySlice<String>) {
        guard arguments.first == "run", arguments.count > 1 else { return nil }
        var seen: Set<String> = []
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-"), argument != "-" else {
                files.append(argument)
                continue
            }
            // --name VALUE or --name=VALUE; each option at most once.
            var name = argument, inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard seen.insert(name).inserted else { return nil }
            func value() -> String? { inlineValue ?? rest.popFirst() }
            switch name {
            case "--quiet" where inlineValue == nil: options.quiet = true
            case "--brief" where inlineValue == nil: options.brief = true
            case "--trace":
                guard let format = value().flatMap(TraceFormatOption.init(rawValue:)) else { return nil }
                options.format = format
            case "--color":
                guard let color = value().flatMap(ColorChoice.init(rawValue:)) else { return nil }
                options.color = color
            case "--max-events":
                guard let n = value().flatMap({ Int($0) }), n >= 0 else { return nil }
                maxEvents = WorkBudgetOptions.limit(n)
            default:
                return nil
            }
        }
        guard Run.problem(files: files, exports: false) == nil else { return nil }
    }
}
