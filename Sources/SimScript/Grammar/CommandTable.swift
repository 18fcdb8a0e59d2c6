import SimCore
import SimRendering
import Synchronization

/// Every command of the `.sim` language, as data: grammar, summary, examples, topic. The binder,
/// `help`, Tab completion, "did you mean" hints and docs/language.md all read this one table.
package enum CommandTable {
    /// Every command, grouped by topic, in the order `help` lists them. Built on first use (help,
    /// completion, `simrepl language`): a script's run makes only the specs of the commands it
    /// uses (``spec(at:)``), so a start no longer pays for the whole table (3.4 M of a one-line
    /// run's 9.4 M instructions, most of it the view makers' class descriptors).
    public static let all: [CommandSpec] = entries.map { $0.spec() }

    /// A command's name, and how to get its spec (each spec is made once, when first asked for).
    typealias Entry = (name: String, spec: @Sendable () -> CommandSpec)

    /// Every command, in ``all``'s order: listing the names costs nothing.
    static let entries: [Entry] = scene + wiring + events + inspection + assertions + session + nib

    static let scene: [Entry] = [
        entry(windowSpec, "window"),
        entry(platformSpec, "platform"),
        entry(panelSpec, "panel"),
        entry(makeKeySpec, "makeKey"),
        entry(makeMainSpec, "makeMain"),
        entry(controllerSpec, "controller"),
    ] + makers + [
        entry(celltypeSpec, "celltype"),
        entry(registerSpec, "register"),
        entry(dequeueSpec, "dequeue"),
        entry(objectSpec, "object"),
        entry(appdelegateSpec, "appdelegate"),
        entry(presentSpec, "present"),
        entry(dismissSpec, "dismiss"),
        entry(removeSpec, "remove"),
        entry(bringToFrontSpec, "bringToFront"),
        entry(addSubviewSpec, "addSubview"),
        entry(navigationControllerSpec, "navigationcontroller"),
        entry(tabBarControllerSpec, "tabbarcontroller"),
        entry(barButtonItemSpec, "barButtonItem"),
        entry(addChildSpec, "addChild"),
        entry(removeFromParentSpec, "removeFromParent"),
        entry(addArrangedSubviewSpec, "addArrangedSubview"),
        entry(removeArrangedSubviewSpec, "removeArrangedSubview"),
        entry(sendToBackSpec, "sendToBack"),
        entry(setSpec, "set"),
        entry(letSpec, "let"),
        entry(varSpec, "var"),
    ]

    static let wiring: [Entry] = [
        entry(methodSpec, "method"),
        entry(addTargetSpec, "addTarget"),
        entry(removeTargetSpec, "removeTarget"),
        entry(addActionSpec, "addAction"),
        entry(menuItemSpec, "menuItem"),
        entry(contextMenuSpec, "contextMenu"),
        entry(sendActionOnSpec, "sendActionOn"),
        entry(removeActionSpec, "removeAction"),
        entry(handlerSpec, "handler"),
        entry(protocolSpec, "protocol"),
        entry(weakSpec, "weak"),
        entry(callSpec, "call"),
        entry(returnSpec, "return"),
        entry(ifSpec, "if"),
        entry(superSpec, "super"),
        entry(releaseSpec, "release"),
        entry(alertViewSpec, "alertView"),
        entry(alertControllerSpec, "alertController"),
        entry(alertActionSpec, "alertAction"),
        entry(gestureSpec, "gesture"),
        entry(requireSpec, "require"),
        entry(addGestureRecognizerSpec, "addGestureRecognizer"),
        entry(simultaneousSpec, "simultaneous"),
    ]

    static let events: [Entry] = [
        entry(tapSpec, "tap"),
        entry(clickSpec, "click"),
        entry(mouseSpec, "mouse"),
        entry(touchSpec, "touch"),
        entry(slideSpec, "slide"),
        entry(pressSpec, "press"),
        entry(typeSpec, "type"),
        entry(clearSpec, "clear"),
        entry(longpressSpec, "longpress"),
        entry(panSpec, "pan"),
        entry(swipeSpec, "swipe"),
        entry(pinchSpec, "pinch"),
        entry(rotateSpec, "rotate"),
        entry(reloadDataSpec, "reloadData"),
        entry(scrollSpec, "scroll"),
        entry(selectRowSpec, "selectRow"),
        entry(pushSpec, "push"),
        entry(popSpec, "pop"),
        entry(endRefreshingSpec, "endRefreshing"),
        entry(deselectRowSpec, "deselectRow"),
        entry(insertRowsSpec, "insertRows"),
        entry(deleteRowsSpec, "deleteRows"),
        entry(moveRowSpec, "moveRow"),
        entry(waitSpec, "wait"),
        entry(animateSpec, "animate"),
        entry(timerSpec, "timer"),
        entry(invalidateSpec, "invalidate"),
        entry(fireSpec, "fire"),
        entry(addTimerSpec, "addTimer"),
        entry(showAlertSpec, "showAlert"),
        entry(chooseSpec, "choose"),
        entry(sendActionSpec, "sendAction"),
        entry(sendActionsSpec, "sendActions"),
        entry(becomeFirstResponderSpec, "becomeFirstResponder"),
        entry(resignFirstResponderSpec, "resignFirstResponder"),
        entry(logSpec, "log"),
        entry(noteSpec, "note"),
    ]

    static let inspection: [Entry] = [
        entry(treeSpec, "tree"),
        entry(chainSpec, "chain"),
        entry(targetsSpec, "targets"),
        entry(recognizersSpec, "recognizers"),
        entry(arenaSpec, "arena"),
        entry(leaksSpec, "leaks"),
        entry(whySpec, "why"),
        entry(whatifSpec, "whatif"),
        entry(exportSpec, "export"),
        entry(hitTestSpec, "hitTest"),
        entry(showSpec, "show"),
        entry(varsSpec, "vars"),
        entry(traceSpec, "trace"),
    ]

    static let assertions: [Entry] = [
        entry(expectSpec, "expect"),
    ]

    static let session: [Entry] = [
        entry(includeSpec, "include"),
        entry(importSpec, "import"),
        entry(configSpec, "config"),
        entry(helpSpec, "help"),
    ]

    /// Every command's name, in the order of ``all``.
    public static let names: [String] = entries.map(\.name)

    /// `NAME` and its spec, made when first asked for (each spec is a `static let`: made once).
    static func entry(_ spec: @autoclosure @escaping @Sendable () -> CommandSpec, _ name: String) -> Entry { (name, spec) }

    /// The spec at `index` in ``all``, made if it was not yet.
    static func spec(at index: Int) -> CommandSpec { entries[index].spec() }

    /// Positions in `all` by name length and first letter. The parser looks up every line's
    /// command: comparing a few short names costs less than hashing one.
    private static let byLengthAndInitial: [[(name: String, index: Int)]] = {
        var table = [[(name: String, index: Int)]](repeating: [], count: 32 * 26)
        for (i, name) in names.enumerated() { table[slot(name)!].append((name, i)) }
        return table
    }()

    private static func slot(_ name: String) -> Int? {
        let utf8 = name.utf8
        guard let first = utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first), utf8.count < 32 else { return nil }
        return utf8.count * 26 + Int(first - UInt8(ascii: "a"))
    }

    /// The spec's position in `all` (the parser stores it in the node).
    static func index(of name: String) -> Int? {
        guard let slot = slot(name) else { return nil }
        return byLengthAndInitial[slot].first { $0.name == name }?.index
    }

    /// The command named `name`, if there is one.
    public static func spec(_ name: String) -> CommandSpec? { index(of: name).map(spec(at:)) }

    /// "usage: …" for the command at `index` in `all`, the hint most argument errors end with.
    static func usageHint(_ index: Int?) -> String { index.map { "usage: \(spec(at: $0).usage)" } ?? "type `help`" }

    /// `help`: commands grouped by topic.
    public static func overview(width: Int = 80) -> String { Usage.overview(all, width: width) }

    /// `help COMMAND`.
    public static func help(for spec: CommandSpec, width: Int = 80) -> String { Usage.help(for: spec, width: width) }
    public static func help(for topic: HelpTopic, width: Int = 80) -> String { Usage.help(for: topic, all, width: width) }

    /// The recognizer kinds `gesture` makes.
    static let gestureKinds = ["tap", "longPress", "pan", "swipe", "pinch", "rotation"]
}

// MARK: - Pieces several commands share

extension CommandTable {
    static func form(_ parts: Grammar...) -> Grammar { .sequence(parts) }

    static func view(_ what: String) -> Grammar { .argument(.object(.view, .view, "VIEW", what)) }
    static let control = Grammar.argument(.object(.control, .control, "CONTROL", "a control"))
    static let recognizer = Grammar.argument(.object(.recognizer, .recognizer, "RECOGNIZER", "a gesture recognizer"))
    static let responder = Grammar.argument(.object(.responder, .responder, "OBJECT", "a responder"))
    static let table = Grammar.argument(.object(.table, .table, "TABLE", "a table view"))
    static let alert = Grammar.argument(.object(.alert, .alert, "ALERT", "an alert"))
    static func target(_ what: String) -> Grammar { .argument(.object(.target, .any, "TARGET", what)) }
    static let controlEvents = Grammar.argument(Placeholder(key: .events, kind: .events, label: "EVENTS", what: "a control event"))
    static let point = Grammar.argument(Placeholder(key: .point, kind: .point, label: "X Y", what: "a point"))
    static let frame = Grammar.optional(.keyword("frame"), .argument(Placeholder(key: .frame, kind: .rect, label: "X Y W H", what: "a frame")))
    /// `[capture NAME, ...]`: what a closure snapshots when it is created.
    static let captures = Grammar.optional(.keyword("capture"),
                                           .commaSeparated(.argument(Placeholder(key: .capture, kind: .capture, label: "[weak] NAME", what: "a variable to capture"))))
    static let closureProperty = Grammar.argument(Placeholder(key: .member, kind: .closureProperty, label: "BUTTON.didTouchUpInside",
                                                              what: "OBJECT.PROPERTY or a variable"))
    static let schedule = Grammar.argument(.choice(.schedule, "every (repeating) or after (once)",
                                                   Choice(words: ["every", "after"], unknown: "expected 'every' (a repeating timer) or 'after' (once), found '{word}'")))
    static let rowRange = form(table, .keyword("at"), .argument(.integer(.row, "N", "a row")),
                               .optional(.keyword("count"), .argument(.integer(.rowCount, "K", "how many rows"))))
    static let count = Placeholder(key: .count, kind: .count, label: "COUNT", what: "a count (once, twice, never or N times)")
    static let not = Grammar.optional(.keyword("not", records: .negated))
    static let pictureFormat = Grammar.argument(.choice(.format, "dot or mermaid",
                                                        Choice(words: PictureFormat.allCases.map(\.rawValue), unknown: "unknown picture format '{word}'", otherwise: "use dot (Graphviz) or mermaid"),
                                                        label: "dot|mermaid"))
    static let pictureFile = Grammar.argument(.text(.file, "FILE", "the file to write"))
    /// What `why` asks about: TARGET.ACTION, a closure's name, or a control, recognizer or timer.
    static let handler = Grammar.argument(.word(.handler, "HANDLER", "a method (TARGET.ACTION), a closure, or an object", .handlers))
    static let whyCause = Grammar.argument(.choice(.cause, "a cause (ran, stale, coveredBy, disabled…)",
                                                   Choice(words: WhyCause.keywords, unknown: "unknown cause '{word}'",
                                                          otherwise: "causes: " + WhyCause.keywords.joined(separator: ", ")),
                                                   label: "CAUSE"))
    /// `[class CLASS]`: the script's class an object is made as (`class NAME { … }`).
    static let customClass = Grammar.optional(.keyword("class"), .argument(.word(.customClass, "CLASS", "a class declared with `class`")))
    /// `[owner OBJECT]`: the object a scene file's File's Owner stands for.
    static let fileOwner = Grammar.optional(.keyword("owner"), .argument(.object(.owner, .any, "OBJECT", "the object that is File's Owner")))
    static let outletStrength = Grammar.argument(.choice(.strength, "weak or strong",
                                                         Choice(words: ["weak", "strong"], unknown: "an outlet is weak or strong, not '{word}'")))
    static let equality = Grammar.oneOf([.symbol(.equalEqual, "=="), .symbol(.notEqual, "!=")])
    /// `expect`'s relations: == and != for any value, < <= > >= for numbers.
    static let comparison = Grammar.oneOf([.symbol(.equalEqual, "=="), .symbol(.notEqual, "!="),
                                           .keyword("<"), .keyword("<="), .keyword(">"), .keyword(">=")])

    static func direction(_ key: ArgumentKey, unknown: String) -> Placeholder {
        .choice(key, "left, right, up or down", Choice(words: ["left", "right", "up", "down"], unknown: unknown))
    }

    /// Every view class with a maker word (`ClassDescriptor.maker`), in `MakerHelp`'s order: the
    /// word now, its spec when first asked for (finding a class's descriptor instantiates its
    /// metadata, which every start paid for every view class). `CommandTableTests` checks that
    /// every maker word of SimCore's descriptors has its `MakerHelp`.
    static let makers: [Entry] = MakerHelp.all.map { help in (help.word, { makerSpec(help.word) }) }

    /// The maker command for `word`, made once.
    static func makerSpec(_ word: String) -> CommandSpec {
        madeMakers.withLock { made in
            if let spec = made[word] { return spec }
            let help = MakerHelp.all.first { $0.word == word }!
            let spec = maker(ObjectKind.made(by: word)!.descriptor, help)
            made[word] = spec
            return spec
        }
    }
    private static let madeMakers = Mutex<[String: CommandSpec]>([:])

    /// `view`, `button`, `slider`…: `KIND NAME in VIEW` and the view's options.
    static func maker(_ descriptor: ClassDescriptor, _ help: MakerHelp) -> CommandSpec {
        let kind = help.word
        let name = Grammar.argument(.newName("a \(kind) name")), parent = Grammar.argument(.object(.parent, .view, "VIEW", "the parent view"))
        // UIButton(primaryAction:): `button NAME in VIEW … primaryAction [capture …] { BODY }`.
        let made = descriptor.takesPrimaryAction
            ? form(name, .optional(.keyword("in"), parent), viewOptions(descriptor, primaryAction: true), .block(.optionalBody))
            : form(name, .optional(.keyword("in"), parent), viewOptions(descriptor))
        let spec = CommandSpec(name: kind, forms: [made], make: { try MakeViewCommand(&$0, binder: &$1, kind: descriptor.kind) },
                               summary: help.summary, examples: help.examples, topic: .scene)
        return descriptor.isInAppKit ? spec : spec.available(.notInAppKit)
    }

    /// A cell type's subview: `KIND NAME [in cell|contentView]` and the view's options: in the
    /// content view unless written `in cell` (cell.addSubview: behind the content view).
    static func cellSubview(_ kind: String) -> Grammar {
        form(.argument(.word(.name, "NAME", "a subview name")),
             .optional(.keyword("in"), .argument(.choice(.cellParent, "cell or contentView",
                                                        Choice(words: ["contentView", "cell"], unknown: "a cell's subview goes in its contentView or in the cell, not '{word}'")))),
             viewOptions(ObjectKind.made(by: kind)!.descriptor))
    }

    /// `[frame X Y W H] [class NAME] [title TEXT] … [PROPERTY VALUE]...`: in any order; a named
    /// option (the class's `makerOptions`) is a property like any other, listed because it is the
    /// one people look for.
    static func viewOptions(_ descriptor: ClassDescriptor, primaryAction: Bool = false) -> Grammar {
        var leading: [Grammar] = [], named: [Grammar] = []
        for option in descriptor.makerOptions {
            switch option.form {
            case .value(let label): named.append(.optional(.keyword(option.word, records: .property), .argument(.value(.value, label))))
            case .flag: named.append(.optional(.keyword(option.word, records: .property), .argument(.flag())))
            case .choice(let words):
                let choice = Choice(words: words, unknown: "'{word}' is not a\(option.word.first.map { "aeiou".contains($0) } == true ? "n" : "") \(option.word)")
                named.append(.optional(.keyword(option.word, records: .property),
                                       .argument(.choice(.value, words.joined(separator: ", "), choice, label: words.joined(separator: "|")))))
            case .texts(let label):
                let texts = Placeholder(key: .segments, kind: .text, label: label, what: "the segment titles",
                                        hint: "\(option.word) \"Day\" \"Week\" \"Month\"")
                leading.append(.optional(.keyword(option.word), .repeated(.argument(texts))))
            }
        }
        if primaryAction { named += [.optional(.keyword("primaryAction", records: .handler)), captures] }
        return .options(leading + [frame, customClass] + named, more: form(.argument(.word(.property, "PROPERTY", "a property name")), .argument(.value())))
    }
}

// MARK: - Scenes as files (the nib idea)

extension CommandTable {
    static let nib: [Entry] = [
        entry(classSpec, "class"),
        entry(outletSpec, "outlet"),
        entry(saveSpec, "save"),
        entry(loadSpec, "load"),
    ]
}
