/// UIContextMenuInteraction: a long press on a view that has one (or inside it) shows its menu
/// (https://developer.apple.com/documentation/uikit/uicontextmenuinteraction). When the menu
/// shows, the interaction's recognizer has taken the touch: the view under the finger gets
/// touchesCancelled — a button sends touchCancel, not touchUpInside; a table row is not
/// selected — and the touch's later phases reach nobody. The press lasts `config
/// contextMenuDelay` (500 ms: Apple does not document it). `choose VIEW "TITLE"` then runs the
/// item's action. Not modelled: the preview, the table and collection delegate methods
/// (`…contextMenuConfigurationForRowAt…`), and how the interaction's recognizer meets others.
extension TouchDelivery {
    /// A finger went down on `hit`: if it or an ancestor has a context menu, its long press
    /// starts counting.
    func startContextMenuPress(_ touch: Touch, on hit: View) throws {
        var view: View? = hit
        var walk = ChainWalk.superviews
        while let v = view, !v.hasContextMenu, walk.step() { view = v.superview }
        guard let owner = view, owner.hasContextMenu, !owner.menuItems.isEmpty else { return }
        let finger = touch.finger, number = touch.number
        try simulator.schedule(after: config.contextMenuDelay) { [unowned self, unowned owner, unowned hit] in
            // Only if the same finger is still down: a lifted (or moved-on) touch is a tap.
            guard let current = fingersDown[finger], current.number == number else { return }
            tracer.currentTouch = number
            defer { tracer.currentTouch = 0 }
            owner.isMenuShown = true
            emit(.menu(.shown(items: shown(owner.menuItems.map(\.title).joined(separator: ", ")))), about: owner)
            try tracer.nested {
                try deliver(.cancelled, of: current, to: hit)
                refusedTouches.insert(number)  // its later phases reach nobody
            }
        }
    }
}
