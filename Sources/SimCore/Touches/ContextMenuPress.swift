/// UIContextMenuInteraction: a long press on a view that has one (or inside it) shows its menu
/// (https://developer.apple.com/documentation/uikit/uicontextmenuinteraction). When the menu
/// shows, the interaction's recognizer has taken the touch: the view under the finger gets
/// touchesCancelled — a button sends touchCancel, not touchUpInside; a table row is not
/// selected — and the touch's later phases reach nobody. The press lasts `config
/// contextMenuDelay` (500 ms: Apple does not document it). `choose VIEW "TITLE"` then runs the
/// item's action. A table's (collection view's) delegate may offer a row's menu instead:
/// `tableView:contextMenuConfigurationForRowAtIndexPath:point:` is asked with `cell`, `row` and
/// `section`, builds the menu on the cell (`menuItem cell …`) and answers true (nil: no menu).
/// Not modelled: the preview, and how the interaction's recognizer meets other recognizers.
extension TouchDelivery {
    /// A finger went down on `hit`: if it or an ancestor has a context menu, its long press
    /// starts counting.
    func startContextMenuPress(_ touch: Touch, on hit: View) throws {
        var view: View? = hit
        var walk = ChainWalk.superviews
        while let v = view, !v.hasContextMenu, walk.step() { view = v.superview }
        if let owner = view, owner.hasContextMenu, !owner.menuItems.isEmpty {
            return try afterPress(touch) { [unowned self, unowned owner, unowned hit] current in try show(owner.id, cancelling: current, on: hit) }
        }
        // A row whose table's delegate offers a context menu (…contextMenuConfigurationForRowAt…).
        guard let cell = simulator.cells.enclosingCell(hit), let table = cell.superview as? TableView, let row = cell.row,
              table.delegateSlot("delegate").flatMap(simulator.delegation.liveDelegate)?.respondsTo(world.selector(table.contextMenuSelector)) == true
        else { return }
        try afterPress(touch) { [unowned self, unowned cell, unowned table, unowned hit] current in
            // The delegate builds the menu on the cell (`menuItem cell …`) and answers whether it gives one.
            cell.menuItems = []
            let path = table.indexPath(row)
            let answer = try tracer.nested {
                try simulator.delegation.callDelegate("delegate", of: table, world.selector(table.contextMenuSelector), argument: table,
                                                      parameters: [("cell", .object(cell.id)), (table.indexName, .number(Double(path.row))),
                                                                   ("section", .number(Double(path.section)))], defaultValue: .null)
            }
            guard answer != .null, answer != .bool(false), !cell.menuItems.isEmpty else { return }
            try show(cell.id, cancelling: current, on: hit)
        }
    }

    /// Runs `then` with the touch when the press has lasted `contextMenuDelay`, if the same
    /// finger is still down (a lifted touch was a tap).
    private func afterPress(_ touch: Touch, _ then: @escaping (Touch) throws -> Void) throws {
        let finger = touch.finger, number = touch.number
        try simulator.schedule(after: config.contextMenuDelay) { [unowned self] in
            guard let current = fingersDown[finger], current.number == number else { return }
            tracer.currentTouch = number
            defer { tracer.currentTouch = 0 }
            try then(current)
        }
    }

    /// The menu of `owner` shows and takes the touch from `hit`.
    private func show(_ owner: SimObject.ID, cancelling touch: Touch, on hit: View) throws {
        guard let view = world.object(owner) as? View else { return }
        view.isMenuShown = true
        emit(.menu(.shown(items: shown(view.menuItems.map(\.title).joined(separator: ", ")))), about: view)
        try tracer.nested {
            try deliver(.cancelled, of: touch, to: hit)
            refusedTouches.insert(touch.number)  // its later phases reach nobody
        }
    }
}
