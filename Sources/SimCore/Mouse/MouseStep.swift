/// What happened to a click, for `Event.Payload.mouse` (one case per line the trace prints).
public enum MouseStep: Sendable {
    /// The mouse button went down, was dragged or came up at `point` (window coordinates) in the
    /// window (object); `clickCount` > 1 for a double click.
    case event(MousePhase, point: Point, clickCount: Int32)
    /// AppKit called mouseDown:/mouseDragged:/mouseUp: on the view (object).
    case deliver(MousePhase)
    /// NSResponder's default passed the event to the next responder.
    case forward(MousePhase, next: SimObject.ID)
    /// The event reached the end of the responder chain at the object, unhandled.
    case unhandled(MousePhase)
    /// The click made an inactive window key, and the view under it (object; the window when
    /// nothing was hit) does not accept the first mouse, so the click only activated the window.
    case firstMouseSwallowed
    /// The control (object) sends its action, on `trigger`; `selector` nil: it has none.
    case sendsAction(trigger: SendActionMask, selector: Selector?)
    /// The button came up outside the control (object): no action.
    case upOutside
}

/// A window's key or main status changed (object: the window; `previous`: the window that had
/// it, -1 for none).
public enum WindowStatusChange: Sendable {
    /// It became the key window: it gets keyboard input and starts the nil-target search.
    case becameKey(previous: SimObject.ID)
    /// It became the main window.
    case becameMain(previous: SimObject.ID)
    /// `makeMain` on a panel: NSPanel cannot become main.
    case cannotBecomeMain
    /// performClose: closed it, or its delegate's windowShouldClose: said no.
    case closed, closeRefused
    /// performMiniaturize: took it to the Dock.
    case miniaturized
    /// performZoom: it is zoomed now (true) or back to its own size.
    case zoomed(Bool)
    /// terminate: (object: the application) ended the app, or its delegate cancelled.
    case terminated, terminateCancelled
    /// The field editor of the text field (object), first responder, performed one of the
    /// standard edit actions (copy:, paste:…): no pasteboard is modelled, so nothing changes.
    case fieldEditorPerformed(Selector)
}
