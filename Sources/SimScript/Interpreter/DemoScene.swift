import SimCore

/// The scene `simrepl` starts with: a login screen, as in the seed's LoginViewController.
public enum DemoScene {
    /// The file name the demo's diagnostics and trace name.
    public static let fileName = "<demo>"

    /// The demo's `.sim` source.
    public static let source = """
    # The built-in demo: a login screen (see `tree`). Try: tap loginButton
    window main
    controller loginVC in main
    view form in loginVC.view frame 20 200 350 260
    label greeting in form frame 20 20 310 30 text "Welcome back"
    button loginButton in form frame 20 100 310 44 title "Log in"
    button forgotPassword in form frame 20 170 310 44 title "Forgot password?"
    method loginVC performLogin: {
        log "performLogin: called by {sender}"
    }
    method loginVC performPasswordRecovery: {
        log "performPasswordRecovery: called by {sender}"
    }
    addTarget loginButton loginVC performLogin: for touchUpInside
    addTarget forgotPassword loginVC performPasswordRecovery: for touchUpInside
    """
}
