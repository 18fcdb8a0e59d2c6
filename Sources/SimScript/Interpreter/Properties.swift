import SimCore

/// The object properties scripts can read (`expect card.hidden == true`, `{sender.title}`) and
/// write (`set card.hidden = true`). UIKit spells Boolean getters `isHidden`; both spellings work.
enum Properties {
    /// `isHidden` → `hidden`, `isUserInteractionEnabled` → `userInteractionEnabled`.
    static func canonical(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        if scalars.count > 2, name.hasPrefix("is"), scalars[2].properties.isUppercase {
            return String(scalars[2]).lowercased() + String(String.UnicodeScalarView(scalars[3...]))
        }
        return name
    }

    /// Names readable on `object`, in a fixed order (for `show`, completion and hints).
    static func names(of object: SimObject) -> [String] {
        var names: [String] = []
        if object is Responder { names += ["canBecomeFirstResponder", "canResignFirstResponder", "isFirstResponder", "nextResponder"] }
        if object is View { names += ["frame", "bounds", "hidden", "alpha", "userInteractionEnabled", "multipleTouchEnabled", "exclusiveTouch", "clipsToBounds", "superview", "window"] }
        if object is Control { names += ["enabled", "selected", "highlighted", "tracking", "touchInside", "state"] }
        if object is Switch { names += ["on"] }
        if object is Slider { names += ["value", "minimumValue", "maximumValue", "continuous"] }
        if object is Stepper { names += ["value", "minimumValue", "maximumValue", "stepValue", "wraps", "autorepeat", "continuous"] }
        if object is SegmentedControl { names += ["selectedSegmentIndex", "numberOfSegments", "selectedTitle"] }
        if object is Button { names += ["title"] }
        if object is Label { names += ["text"] }
        if object is ImageView { names += ["image"] }
        if object is TextField { names += ["text", "placeholder", "editing"] }
        if object is Window { names += ["keyWindow", "windowLevel", "rootViewController"] }
        if isAppKit(object) {
            if object is View { names += ["acceptsFirstMouse"] }
            if object is Control { names += ["target", "action", "sendActionOn", "continuous"] }
            if object is Window { names += ["mainWindow", "canBecomeMain"] }
        }
        if object is ViewController { names += ["view", "presentingViewController"] }
        if object is Application { names += ["keyWindow", "firstResponder", "delegate"] }
        if let o = object as? PlainObject { names += o.attributes.map(\.name) }
        if object is ScheduledTimer { names += ["valid", "interval", "repeats", "userInfo", "firings"] }
        if let r = object as? GestureRecognizer {
            names += ["state", "enabled", "view", "numberOfTouches", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded"]
            if r is PanGestureRecognizer { names += ["translation", "velocity"] }
            if r is PinchGestureRecognizer { names += ["scale"] }
            if r is RotationGestureRecognizer { names += ["rotation"] }
        }
        if object is TableView { names += ["rowHeight", "numberOfSections", "numberOfRows", "visibleRows", "cellsCreated", "contentOffset", "selectedRow",
                                           "visibleCells", "delaysContentTouches", "canCancelContentTouches", "scrollEnabled"] }
        if object is TableViewCell { names += ["row", "section", "generation", "reuseIdentifier", "cellSelected", "viewModel"] }
        if object is AlertView { names += ["visible", "title", "message", "numberOfButtons", "cancelButtonIndex", "firstOtherButtonIndex"] }
        if object is AlertController { names += ["visible", "title", "message", "numberOfActions"] }
        return names + object.delegateSlots.map(\.name)
    }

    static func get(_ object: SimObject, _ rawName: String, world: World) -> Value? {
        let name = canonical(rawName)
        // Whether ARC would have deallocated it (`show` says it in words, so it is not listed).
        if name == "freed" { return .bool(object.isReleased) }
        // The most general class first: a button is a control is a view is a responder.
        if let value = responderProperty(object, name, rawName: rawName, world: world) { return value }
        for read in readers { if let value = read(object, name) { return value } }
        return otherProperty(object, name, rawName: rawName, world: world)
    }

    /// Whether the object lives in an AppKit world (`platform appkit`).
    static func isAppKit(_ object: SimObject) -> Bool { object.world?.rules.input == .mouse }

    /// AppKit's own: acceptsFirstMouse, a control's cell (target, action, sendActionOn,
    /// continuous), a window's main status.
    private static func appKitProperty(_ object: SimObject, _ name: String) -> Value? {
        guard isAppKit(object) else { return nil }
        switch (object, name) {
        case (let v as View, "acceptsFirstMouse"): return .bool(v.acceptsFirstMouse)
        case (let c as Control, "target"): return c.targets.onlyTarget?.target.map { .object($0) } ?? .null
        case (let c as Control, "action"):
            guard let action = c.targets.onlyTarget?.action, let world = c.world else { return .null }
            return .string(world.name(of: action))
        case (let c as Control, "sendActionOn"): return .string(c.sendActionMask.name)
        case (let c as Control, "continuous"): return .bool(c.sendActionMask.contains(.periodic))
        case (let w as Window, "mainWindow"): return .bool(w.isMainWindow)
        case (let w as Window, "canBecomeMain"): return .bool(w.canBecomeMain)
        default: return nil
        }
    }

    private static let readers: [@Sendable (SimObject, String) -> Value?] = [
        appKitProperty, viewProperty, controlProperty, valueControlProperty, contentProperty, ownerProperty,
        timerProperty, recognizerProperty, listProperty, alertProperty,
    ]

    /// UIResponder: first-responder state and the next responder.
    private static func responderProperty(_ object: SimObject, _ name: String, rawName: String, world: World) -> Value? {
        func obj(_ o: SimObject?) -> Value { o.map { .object($0.id) } ?? .null }
        if let r = object as? Responder {
            switch name {
            case "canBecomeFirstResponder": return .bool(r.canBecomeFirstResponder)
            case "canResignFirstResponder": return .bool(r.canResignFirstResponder)
            // `isFirstResponder`; on the app, plain `firstResponder` names the current one.
            case "firstResponder" where !(object is Application) || rawName.hasPrefix("is"):
                return .bool(world.application.firstResponder === r)
            case "nextResponder": return obj(world.nextResponder(after: r))
            default: break
            }
        }
        return nil
    }

    /// UIView: geometry and the flags hit-testing reads.
    private static func viewProperty(_ object: SimObject, _ name: String) -> Value? {
        func obj(_ o: SimObject?) -> Value { o.map { .object($0.id) } ?? .null }
        if let v = object as? View {
            switch name {
            case "frame": return .string(v.frame.description)
            case "bounds": return .string(v.bounds.description)
            case "hidden": return .bool(v.isHidden)
            case "alpha": return .number(v.alpha)
            case "userInteractionEnabled": return .bool(v.isUserInteractionEnabled)
            case "clipsToBounds": return .bool(v.clipsToBounds)
            case "multipleTouchEnabled": return .bool(v.isMultipleTouchEnabled)
            case "exclusiveTouch": return .bool(v.isExclusiveTouch)
            case "windowLevel" where v is Window: return .number((v as! Window).windowLevel)
            case "superview": return obj(v.superview)
            case "window" where !(v is Window): return obj(v.window)
            default: break
            }
        }
        return nil
    }

    /// UIControl: enabled, selected, highlighted, tracking, state.
    private static func controlProperty(_ object: SimObject, _ name: String) -> Value? {
        if let c = object as? Control {
            switch name {
            case "enabled": return .bool(c.isEnabled)
            case "selected": return .bool(c.isSelected)
            case "highlighted": return .bool(c.isHighlighted)
            case "tracking": return .bool(c.isTracking)
            case "touchInside": return .bool(c.isTouchInside)
            case "state": return .string(controlState(c))
            default: break
            }
        }
        return nil
    }

    /// What a button, label, image view or text field shows.
    private static func contentProperty(_ object: SimObject, _ name: String) -> Value? {
        if let b = object as? Button, name == "title" { return .string(b.title) }
        if let b = object as? Button, name == "showsMenuAsPrimaryAction" { return .bool(b.showsMenuAsPrimaryAction) }
        if let b = object as? Button, name == "menuShown" { return .bool(b.isMenuShown) }
        if let l = object as? Label, name == "text" { return .string(l.text) }
        if let i = object as? ImageView, name == "image" { return .string(i.image) }
        if let f = object as? TextField {
            if name == "text" { return .string(f.text) }
            if name == "placeholder" { return .string(f.placeholder) }
            if name == "editing" { return .bool(f.isEditing) }
        }
        return nil
    }

    /// Windows, view controllers and the application: what they hold.
    private static func ownerProperty(_ object: SimObject, _ name: String) -> Value? {
        func obj(_ o: SimObject?) -> Value { o.map { .object($0.id) } ?? .null }
        if let w = object as? Window {
            if name == "keyWindow" { return .bool(w.isKeyWindow) }
            if name == "rootViewController" { return obj(w.rootViewController) }
        }
        if let vc = object as? ViewController {
            if name == "view" { return .object(vc.view.id) }
            if name == "presentingViewController" { return obj(vc.presentingViewController) }
        }
        if let app = object as? Application {
            if name == "keyWindow" { return obj(app.keyWindow) }
            if name == "firstResponder" { return obj(app.firstResponder) }
            if name == "delegate" { return obj(app.delegate) }
        }
        return nil
    }

    /// NSTimer.
    private static func timerProperty(_ object: SimObject, _ name: String) -> Value? {
        if let t = object as? ScheduledTimer {
            switch name {
            case "valid": return .bool(t.isValid)
            case "interval", "timeInterval": return .number(Double(t.interval) / 1_000_000)
            case "repeats": return .bool(t.repeats)
            case "userInfo": return t.userInfo
            case "firings": return .number(Double(t.fireCount))
            default: break
            }
        }
        return nil
    }

    /// UIGestureRecognizer and the continuous kinds' values.
    private static func recognizerProperty(_ object: SimObject, _ name: String) -> Value? {
        if let r = object as? GestureRecognizer {
            switch (r, name) {
            case (_, "state"): return .string(r.state.name)
            case (_, "enabled"): return .bool(r.isEnabled)
            case (_, "view"): return .object(r.view.id)
            case (_, "numberOfTouches"): return .number(Double(r.touches.count))
            case (_, "cancelsTouchesInView"): return .bool(r.cancelsTouchesInView)
            case (_, "delaysTouchesBegan"): return .bool(r.delaysTouchesBegan)
            case (_, "delaysTouchesEnded"): return .bool(r.delaysTouchesEnded)
            case (let pan as PanGestureRecognizer, "translation"): return .string(pan.translation.description)
            case (let pan as PanGestureRecognizer, "velocity"): return .string(pan.velocity.description)
            case (let pinch as PinchGestureRecognizer, "scale"): return .number(pinch.scale)
            case (let rotation as RotationGestureRecognizer, "rotation"): return .number(rotation.rotation)
            default: break
            }
        }
        return nil
    }

    /// Table views and their cells.
    private static func listProperty(_ object: SimObject, _ name: String) -> Value? {
        if let t = object as? TableView {
            switch name {
            case "rowHeight": return .number(t.rowHeight)
            case "numberOfRows": return .number(Double(t.numberOfRows))
            case "numberOfSections": return .number(Double(t.sectionCounts.count))
            case "visibleRows":
                let rows = t.visibleCells.keys.sorted()
                return .string(rows.isEmpty ? "none" : rows.count == 1 ? "\(rows[0])" : "\(rows.first!)…\(rows.last!)")
            case "cellsCreated": return .number(Double(t.cellsCreated))
            case "contentOffset": return .number(t.contentOffset)
            case "selectedRow": return t.selectedRow.map { .number(Double($0)) } ?? .null
            // cellForRow(at:) as a name: `list.row#3` is the cell showing row 3 (nil off screen),
            // `list.visibleCells` those on screen, in row order.
            case _ where name.hasPrefix("row#"):
                guard let row = Int(name.dropFirst(4)) else { return nil }
                return t.cellForRow(row).map { .object($0.id) } ?? .null
            case "visibleCells": return .list(t.visibleCells.keys.sorted().map { .object(t.visibleCells[$0]!.id) })
            case "delaysContentTouches": return .bool(t.delaysContentTouches)
            case "canCancelContentTouches": return .bool(t.canCancelContentTouches)
            case "scrollEnabled": return .bool(t.isScrollEnabled)
            default: break
            }
        }
        if let c = object as? TableViewCell {
            switch name {
            // Row within its section, as indexPath(for:) gives it; `section` the section.
            case "row", "section":
                guard let flat = c.row, let table = c.superview as? TableView else { return .null }
                let path = table.indexPath(flat)
                return .number(Double(name == "row" ? path.row : path.section))
            case "generation": return .number(Double(c.generation))
            case "reuseIdentifier": return c.reuseIdentifier.map(Value.string) ?? .null
            case "cellSelected": return .bool(c.isCellSelected)
            default: break
            }
        }
        return nil
    }

    /// UIAlertView and UIAlertController.
    private static func alertProperty(_ object: SimObject, _ name: String) -> Value? {
        if let a = object as? AlertView {
            switch name {
            case "visible": return .bool(a.isVisible)
            case "title": return .string(a.title)
            case "message": return .string(a.message)
            case "numberOfButtons": return .number(Double(a.buttons.count))
            case "cancelButtonIndex": return .number(Double(a.cancelButtonIndex))
            case "firstOtherButtonIndex": return .number(Double(a.firstOtherButtonIndex))
            default: break
            }
        }
        if let a = object as? AlertController {
            switch name {
            case "visible": return .bool(a.isVisible)
            case "title": return .string(a.title)
            case "message": return .string(a.message)
            case "numberOfActions": return .number(Double(a.actions.count))
            default: break
            }
        }
        return nil
    }

    /// A plain object's attributes, a cell's view model, a delegate property.
    private static func otherProperty(_ object: SimObject, _ name: String, rawName: String, world: World) -> Value? {
        func obj(_ o: SimObject?) -> Value { o.map { .object($0.id) } ?? .null }
        if let o = object as? PlainObject, let v = o.attribute(rawName) { return v }
        if let c = object as? TableViewCell, name == "viewModel" { return c.viewModel.map { .object($0) } ?? .null }
        // An outlet; a weak one reads nil once its object is freed.
        if let outlet = object.outlet(rawName) { return obj(object.liveTarget(of: outlet)) }
        // A weak delegate property reads nil once its object is released.
        if let slot = object.delegateSlot(rawName) {
            return obj(slot.target.map(world.object).flatMap { $0.isReleased ? nil : $0 })
        }
        return nil
    }

    /// UIControl.State as UIKit names it: `normal`, or the set flags joined by `|`.
    static func controlState(_ c: Control) -> String {
        var parts: [String] = []
        if c.isHighlighted { parts.append("highlighted") }
        if !c.isEnabled { parts.append("disabled") }
        if c.isSelected { parts.append("selected") }
        return parts.isEmpty ? "normal" : parts.joined(separator: "|")
    }

    static func valueControlProperty(_ object: SimObject, _ name: String) -> Value? {
        switch (object, name) {
        case (let s as Switch, "on"): return .bool(s.isOn)
        case (let s as Slider, "value"): return .number(s.value)
        case (let s as Slider, "minimumValue"): return .number(s.minimumValue)
        case (let s as Slider, "maximumValue"): return .number(s.maximumValue)
        case (let s as Slider, "continuous"): return .bool(s.isContinuous)
        case (let s as Stepper, "value"): return .number(s.value)
        case (let s as Stepper, "minimumValue"): return .number(s.minimumValue)
        case (let s as Stepper, "maximumValue"): return .number(s.maximumValue)
        case (let s as Stepper, "stepValue"): return .number(s.stepValue)
        case (let s as Stepper, "wraps"): return .bool(s.wraps)
        case (let s as Stepper, "autorepeat"): return .bool(s.autorepeat)
        case (let s as Stepper, "continuous"): return .bool(s.isContinuous)
        case (let s as SegmentedControl, "selectedSegmentIndex"): return .number(Double(s.selectedSegmentIndex))
        case (let s as SegmentedControl, "numberOfSegments"): return .number(Double(s.segments.count))
        case (let s as SegmentedControl, "selectedTitle"):
            return s.selectedSegmentIndex >= 0 ? .string(s.segments[s.selectedSegmentIndex]) : .null
        default: return nil
        }
    }

    /// Properties a script may set, with the value type each takes.
    static func settable(_ object: SimObject) -> [(name: String, type: String)] {
        var list: [(String, String)] = []
        if object is Responder && !(object is Application) { list += [("canBecomeFirstResponder", "bool"), ("canResignFirstResponder", "bool")] }
        // NSView has no userInteractionEnabled: AppKit's hit-testing skips hidden views only.
        if object is View {
            list += [("frame", "frame"), ("hidden", "bool"), ("alpha", "number")]
            list += isAppKit(object) ? [("acceptsFirstMouse", "bool")]
                                     : [("userInteractionEnabled", "bool"), ("multipleTouchEnabled", "bool"), ("exclusiveTouch", "bool")]
            list += [("clipsToBounds", "bool")]
            if object is Window { list += [("windowLevel", "number")] }
        }
        if object is Control { list += [("enabled", "bool"), ("selected", "bool"), ("highlighted", "bool")] }
        if object is Control, isAppKit(object), !(object is Slider || object is Stepper) { list += [("continuous", "bool")] }
        if object is Control, isAppKit(object) { list += [("sendActionOn", "string")] }
        // An override, as a subclass would write it (NSPanel answers false); scene files keep it.
        if object is Window, isAppKit(object) { list += [("canBecomeMain", "bool")] }
        if object is Button { list += [("title", "string"), ("showsMenuAsPrimaryAction", "bool")] }
        if object is Label { list += [("text", "string")] }
        if object is ImageView { list += [("image", "string")] }
        if object is TableView {
            list += [("rowHeight", "number"), ("delaysContentTouches", "bool"), ("canCancelContentTouches", "bool"), ("scrollEnabled", "bool")]
        }
        if object is CollectionView { list += [("itemSize", "number")] }
        if object is Switch { list += [("on", "bool")] }
        if object is Slider { list += [("value", "number"), ("minimumValue", "number"), ("maximumValue", "number"), ("continuous", "bool")] }
        if object is Stepper {
            list += [("value", "number"), ("minimumValue", "number"), ("maximumValue", "number"), ("stepValue", "number"),
                     ("wraps", "bool"), ("autorepeat", "bool"), ("continuous", "bool")]
        }
        if object is SegmentedControl { list += [("selectedSegmentIndex", "number")] }
        // Setting text from code asks no delegate and sends no event, as in UIKit.
        if object is TextField { list += [("text", "string"), ("placeholder", "string")] }
        return list
    }

    enum SetError: Error { case unknown, wrongType(expected: String) }

    static func set(_ object: SimObject, _ rawName: String, _ value: Value) throws(SetError) {
        if let o = object as? PlainObject, let i = o.attributes.firstIndex(where: { $0.name == rawName }) {
            o.attributes[i].value = value  // a stored property takes any value, like a Swift `Any`
            return
        }
        let name = canonical(rawName)
        guard let type = settable(object).first(where: { $0.name == name })?.type else { throw .unknown }
        func bool() throws(SetError) -> Bool {
            guard case .bool(let b) = value else { throw .wrongType(expected: "true or false") }
            return b
        }
        func number() throws(SetError) -> Double {
            guard case .number(let n) = value else { throw .wrongType(expected: "a number") }
            return n
        }
        func string() throws(SetError) -> String {
            guard case .string(let s) = value else { throw .wrongType(expected: "a string in double quotes") }
            return s
        }
        _ = type
        switch name {
        case "canBecomeFirstResponder": (object as! Responder).canBecomeFirstResponder = try bool()
        case "canResignFirstResponder": (object as! Responder).canResignFirstResponder = try bool()
        case "hidden": (object as! View).isHidden = try bool()
        case "alpha": (object as! View).alpha = try number()
        case "userInteractionEnabled": (object as! View).isUserInteractionEnabled = try bool()
        case "clipsToBounds": (object as! View).clipsToBounds = try bool()
        case "acceptsFirstMouse": (object as! View).acceptsFirstMouse = try bool()
        case "multipleTouchEnabled": (object as! View).isMultipleTouchEnabled = try bool()
        case "exclusiveTouch": (object as! View).isExclusiveTouch = try bool()
        // UIWindow.Level: normal 0, statusBar 1000, alert 2000 (any number orders windows).
        case "windowLevel": (object as! Window).windowLevel = try number()
        case "canBecomeMain": (object as! Window).canBecomeMain = try bool()
        case "sendActionOn":
            // "leftMouseUp|periodic", as `sendActionOn` and the trace spell masks.
            guard let mask = SendActionMask(names: try string().split(separator: "|")) else {
                throw .wrongType(expected: "mask names joined by |: leftMouseDown, leftMouseUp, leftMouseDragged, periodic")
            }
            (object as! Control).sendActionMask = mask
        // AppKit's setContinuous: the cell also sends its action periodically while held.
        case "continuous" where !(object is Slider || object is Stepper):
            let control = object as! Control
            if try bool() { control.sendActionMask.insert(.periodic) } else { control.sendActionMask.remove(.periodic) }
        case "enabled": (object as! Control).isEnabled = try bool()
        case "selected": (object as! Control).isSelected = try bool()
        case "highlighted": (object as! Control).isHighlighted = try bool()
        case "title": (object as! Button).title = try string()
        case "showsMenuAsPrimaryAction": (object as! Button).showsMenuAsPrimaryAction = try bool()
        case "text":
            if let field = object as? TextField { field.text = try string() } else { (object as! Label).text = try string() }
        case "placeholder": (object as! TextField).placeholder = try string()
        case "image": (object as! ImageView).image = try string()
        case "delaysContentTouches": (object as! TableView).delaysContentTouches = try bool()
        case "canCancelContentTouches": (object as! TableView).canCancelContentTouches = try bool()
        case "scrollEnabled": (object as! TableView).isScrollEnabled = try bool()
        case "rowHeight":
            let h = try number()
            guard h > 0 else { throw .wrongType(expected: "a height greater than 0") }
            (object as! TableView).rowHeight = h
        case "itemSize":
            // Square items (`itemSize 100`); `itemWidth` and `rowHeight` set each side.
            let side = try number()
            guard side > 0 else { throw .wrongType(expected: "a size greater than 0") }
            (object as! CollectionView).itemWidth = side
            (object as! CollectionView).rowHeight = side
        default: throw .unknown  // frame is set by the interpreter, which reads four numbers
        }
    }
}
