/// Key and main windows (AppKit): which window gets the keyboard and starts the nil-target search
/// (key), and which one the user works in (main). A click in an inactive window activates it;
/// `makeKey`/`makeMain` do what NSWindow's makeKey()/makeMain() do. Every change is traced.
public final class WindowActivation: SimulationEngine {
    /// NSWindow.makeKey(); in UIKit, makeKeyAndVisible() on an existing window.
    public func makeKey(_ window: Window) {
        let previous = world.application.keyWindow
        guard previous !== window else { return }
        world.makeKey(window)
        emit(.windowStatus(.becameKey(previous: previous?.id ?? -1)), about: window)
    }

    /// NSWindow.makeMain(): refused for a panel, which can be key but never main.
    public func makeMain(_ window: Window) {
        guard window.canBecomeMain else { return emit(.windowStatus(.cannotBecomeMain), about: window) }
        let previous = world.application.mainWindow
        guard previous !== window else { return }
        world.application.mainWindow = window
        emit(.windowStatus(.becameMain(previous: previous?.id ?? -1)), about: window)
    }

    /// What a click in an inactive window does first: it becomes key, and main if it can.
    func activate(_ window: Window) {
        makeKey(window)
        if window.canBecomeMain { makeMain(window) }
    }
}
