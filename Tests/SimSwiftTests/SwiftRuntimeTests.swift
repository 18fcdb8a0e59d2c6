import Testing
@testable import SimCore
@testable import SimScript

/// What lowered Swift does when it runs: decisions, stored properties, table view controllers,
/// the seed's closure-property button, UIAction — each the same as the `.sim` one would do.
@Suite("Swift at run time")
struct SwiftRuntimeTests {
    static let scene = """
        window main
        controller home in main class Screen
        button login in home.view frame 20 100 120 44 title "Log in"
        button signup in home.view frame 20 200 120 44 title "Sign up"
        outlet home.login = login
        outlet home.signup = signup
        sendAction viewDidLoad to home
        """

    @Test func aSharedActionTellsItsSendersApartWithIfElse() throws {
        let swift = """
            class Screen: UIViewController {
                @IBOutlet var login: UIButton!
                @IBOutlet var signup: UIButton!
                var taps = 0
                override func viewDidLoad() {
                    login.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
                    signup.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
                }
                @objc func didTap(_ sender: UIButton) {
                    taps = taps + 1
                    if sender == login {
                        print("log in, tap \\(taps)")
                    } else if sender.title == "Sign up" && sender.isEnabled {
                        print("sign up, tap \\(taps)")
                    } else {
                        print("something else")
                    }
                }
            }
            """
        let run = SwiftRun.of("import \"Screen.swift\"\n" + Self.scene + "\ntap signup\ntap login\nexpect home.taps == 2",
                              files: ["Screen.swift": swift])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.failedExpectations.isEmpty, "\(run.failedExpectations)")
        #expect(run.logged == ["sign up, tap 1", "log in, tap 2"])
    }

    @Test func switchAndIsDecideAsSwiftDoes() throws {
        let swift = """
            class Panel: UIViewController {
                @IBOutlet var go: UIButton!
                @IBOutlet var power: UISwitch!
                override func viewDidLoad() {
                    go.addTarget(self, action: #selector(changed(_:)), for: .touchUpInside)
                    power.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)
                }
                @objc func changed(_ sender: UIControl) {
                    if sender is UISwitch {
                        print("a switch")
                    }
                    if let button = sender as? UIButton {
                        switch button.currentTitle {
                        case "Go", "Run":
                            print("go")
                        case "Stop":
                            print("stop")
                        default:
                            print("other")
                        }
                    }
                    if sender is UIControl { print("a control") }
                }
            }
            """
        let run = SwiftRun.of("""
            import "Panel.swift"
            window main
            controller panel in main class Panel
            button go in panel.view frame 0 100 100 44 title "Run"
            switch power in panel.view frame 0 200 60 30
            outlet panel.go = go
            outlet panel.power = power
            sendAction viewDidLoad to panel
            tap go
            tap power
            set go.title = "Stop"
            wait 1s
            tap go
            """, files: ["Panel.swift": swift])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.logged == ["go", "a control", "a switch", "a control", "stop", "a control"])
    }

    @Test func aLetPropertyCannotBeSetFromTheScriptEither() throws {
        let swift = "class Screen: UIViewController {\n    let title2 = \"Home\"\n}"
        let run = SwiftRun.of("import \"Screen.swift\"\nwindow main\ncontroller home in main class Screen\nset home.title2 = \"Away\"",
                              files: ["Screen.swift": swift])
        #expect(run.errors.first?.message == "cannot assign to property: 'title2' is a 'let' constant")
    }

    @Test func guardLetReturnsWhenTheValueIsMissing() throws {
        let swift = """
            class Screen: UIViewController {
                @IBOutlet var login: UIButton!
                @IBOutlet var signup: UIButton!
                override func viewDidLoad() {
                    login.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
                }
                @objc func didTap(_ sender: UIButton) {
                    guard let card = sender.superview?.superview else { return }
                    print("in \\(card)")
                }
            }
            """
        let run = SwiftRun.of("import \"Screen.swift\"\n" + Self.scene + "\ntap login", files: ["Screen.swift": swift])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.logged == ["in main"], "home.view's superview is the window")
    }

    /// Seeds 000/001's table, run as published, ran the same handlers with the same captures as
    /// the same scene written in .sim.
    @Test func theSeedTableRunsTheSameHandlersAsItsSimVersion() throws {
        let drive = """
            tap listVC.tableView.cell#1.button
            wait 1s
            tap listVC.tableView.cell#1.smartButton
            scroll listVC.tableView to row 12
            wait 1s
            tap listVC.tableView.cell#1.smartButton
            wait 1s
            tap listVC.tableView.cell#1.button
            """
        let swift = SwiftRun.of("""
            import "\(repositoryRoot)/scripts/swift/Button.swift"
            import "\(repositoryRoot)/scripts/swift/TableViewCell.swift"
            import "\(repositoryRoot)/scripts/swift/fixed/TableViewController-smart.swift"
            window main
            controller listVC in main class TableViewController
            set listVC.tableView.frame = 0 100 390 220
            celltype TableViewCell {
                label mainLabel frame 15 0 200 44
                button button frame 200 7 80 30 title "Buy"
                button smartButton frame 290 7 80 30 title "Smart" class Button
            }
            register TableViewCell for listVC.tableView id TableViewCell
            reloadData listVC.tableView
            """ + "\n" + drive)
        #expect(swift.errors.isEmpty, "\(swift.errors)")
        let sim = SwiftRun.of("""
            window main
            controller listVC in main
            tableview listVC.tableView in listVC.view frame 0 100 390 220
            celltype TableViewCell {
                label mainLabel frame 15 0 200 44
                button button frame 200 7 80 30 title "Buy"
                button smartButton frame 290 7 80 30 title "Smart"
                prepareForReuse { set self.smartButton.didTouchUpInside = nil }
            }
            register TableViewCell for listVC.tableView id TableViewCell
            let items = list "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen", "Twenty"
            method listVC numberOfSectionsInTableView: { return 1 }
            method listVC tableView:numberOfRowsInSection: { return items.count }
            method listVC didTapButton: {
                let superview = sender.superview
                let cell = superview.superview
                log "{items[cell.row]}"
            }
            method listVC tableView:cellForRowAtIndexPath: {
                let item = items[row]
                set cell.mainLabel.text = item
                addTarget cell.button listVC didTapButton: for touchUpInside
                set cell.smartButton.didTouchUpInside { log "{item}" }
            }
            set listVC.tableView.dataSource = listVC
            reloadData listVC.tableView
            """ + "\n" + drive)
        #expect(sim.errors.isEmpty, "\(sim.errors)")
        #expect(swift.handlersRun.count >= 4)
        #expect(swift.handlersRun == sim.handlersRun)
        #expect(swift.logged == sim.logged)
        #expect(swift.logged == ["One", "One", "Thirteen", "Thirteen"])
    }

    /// Recognizers a storyboard made (outlets) are wired in viewDidLoad: a target without
    /// events, a property set, require(toFail:).
    @Test func outletRecognizersAreWiredAsUIKitWiresThem() throws {
        let run = try SwiftRun.scenario("scripts/tutorial/swift/05-gestures.sim")
        #expect(run.errors.isEmpty && run.failedExpectations.isEmpty, "\(run.errors) \(run.failedExpectations)")
        let touched = run.handlersRun.filter { !$0.contains("viewDidLoad") }
        // The button keeps its tap; two taps zoom (numberOfTapsRequired = 2) and the single tap
        // waits for them; one tap reaches the single tap; the pan takes the button's touch.
        #expect(Array(touched.prefix(3)) == ["target-action photoVC.liked: from like",
                                             "target-action photoVC.zoomed from doubleTap",
                                             "target-action photoVC.photoTapped from tapPhoto"])
        #expect(touched.dropFirst(3).allSatisfy { $0 == "target-action photoVC.dragged from drag" } && touched.count > 3)
    }

    /// A custom control sends its own events: its handlers run with it as the sender.
    @Test func aControlSubclassSendsActionsForItsEvents() throws {
        let run = SwiftRun.of("""
            import "Rating.swift"
            window main
            controller home in main class Home
            button stars in home.view frame 20 100 200 44 class Rating
            outlet home.stars = stars
            sendAction viewDidLoad to home
            tap stars
            """, files: ["Rating.swift": """
            class Rating: UIButton {
                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                    super.touchesEnded(touches, with: event)
                    sendActions(for: .valueChanged)
                }
            }
            class Home: UIViewController {
                @IBOutlet var stars: Rating!
                override func viewDidLoad() {
                    stars.addTarget(self, action: #selector(rated(_:)), for: .valueChanged)
                }
                @objc func rated(_ sender: Rating) { print("rated by \\(sender)") }
            }
            """])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.handlersRun.contains("target-action home.rated: from stars"), "\(run.handlersRun)")
        #expect(run.logged == ["rated by stars"])
    }

    @Test func aRecognizerMadeInCodeIsRefusedWithTheOutletForm() throws {
        let run = SwiftSubsetErrorTests.load("""
            class V: UIViewController {
                @objc func tapped() {}
                override func viewDidLoad() {
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
                }
            }
            """)
        let error = try #require(run.errors.first)
        #expect(error.message == "a recognizer made in code is outside the Swift subset simrepl runs")
        #expect(error.location?.line == 4 && error.location?.column == 35)
        #expect(error.hint?.contains("@IBOutlet recognizer") == true)
    }

    /// whatif replays the session, import included: the replay has the Swift front end too.
    @Test func whatifReplaysASessionThatImportedSwift() throws {
        let run = try SwiftRun.scenario("scripts/tutorial/swift/07-why-nothing-ran.sim")
        #expect(run.errors.isEmpty && run.failedExpectations.isEmpty, "\(run.errors) \(run.failedExpectations)")
        #expect(run.output.contains("whatif toast.userInteractionEnabled = false, made just before the last interaction"))
        #expect(run.output.contains("settingsVC.didTapSave: runs now (it did not)"))
    }

    /// The tutorial's reused-cell closure shows STALE as the .sim lesson does.
    @Test func theSwiftLessonShowsTheStaleClosureAsTheSimLessonDoes() throws {
        let run = try SwiftRun.scenario("scripts/tutorial/swift/06-cell-reuse.sim")
        #expect(run.errors.isEmpty && run.failedExpectations.isEmpty, "\(run.errors) \(run.failedExpectations)")
        #expect(run.output.contains("ItemsViewController.swift:19) was configured for row 0, but the cell now shows row 12"))
    }

    // MARK: - Values as Swift has them (issue 35, item 10)

    static let fieldScene = """
        window main
        controller home in main class Form
        textfield name in home.view frame 20 100 200 34 text "Ada"
        label greeting in home.view frame 20 150 300 34
        button go in home.view frame 20 200 100 44
        outlet home.name = name
        outlet home.greeting = greeting
        outlet home.go = go
        addTarget go home greet: for touchUpInside
        tap go
        """

    /// `"Hello \(field.text)"` prints `Hello Optional("Ada")` in Swift, with the compiler's
    /// warning; a label's text, nil until set, prints `nil`. Before: `Hello Ada`, no warning.
    @Test func anOptionalTextInAnInterpolationPrintsAsSwiftPrintsIt() throws {
        let swift = """
            class Form: UIViewController {
                @IBOutlet var name: UITextField!
                @IBOutlet var greeting: UILabel!
                @IBOutlet var go: UIButton!
                @objc func greet(_ sender: UIButton) {
                    print("Hello \\(name.text) and \\(greeting.text)")
                    greeting.text = "Hi \\(name.text!)"
                    print("now \\(greeting.text)")
                }
            }
            """
        let run = SwiftRun.of("import \"Form.swift\"\n" + Self.fieldScene, files: ["Form.swift": swift])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.logged == ["Hello Optional(\"Ada\") and nil", "now Optional(\"Hi Ada\")"])
        #expect(run.warnings.filter { $0.message.hasPrefix("string interpolation produces a debug description for an optional value") }.count == 3,
                "\(run.warnings)")
    }

    /// A literal's escapes are Swift's: `"a\tb"` is a, a tab, b (before: a backslash and a t).
    @Test func aLiteralsEscapesAreReadAsSwiftReadsThem() throws {
        let swift = #"""
            class Form: UIViewController {
                @IBOutlet var name: UITextField!
                @IBOutlet var greeting: UILabel!
                @IBOutlet var go: UIButton!
                @objc func greet(_ sender: UIButton) {
                    print("a\tb \"q\" \\ \u{1F600}")
                    print(#"raw\tstays"#)
                }
            }
            """#
        let run = SwiftRun.of("import \"Form.swift\"\n" + Self.fieldScene, files: ["Form.swift": swift])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.logged == ["a\tb \"q\" \\ 😀", "raw\\tstays"])
    }

    /// A delegate method's parameters after the first are its call's values, whatever Swift names
    /// them (before: the second was read as UIKit's `event`); one of a class simrepl does not
    /// model loads with a warning, and is never called.
    @Test func aDelegateMethodsParametersAreItsCallsValues() throws {
        let swift = """
            class Tabs: NSObject, UITabBarControllerDelegate, UIPickerViewDelegate {
                func tabBarController(_ tabBarController: UITabBarController, didSelect chosen: UIViewController) {
                    print("chose \\(chosen)")
                }
                func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
                    print("picked \\(row) in \\(component)")
                }
            }
            """
        let run = SwiftRun.of("""
            import "Tabs.swift"
            window main
            controller a
            controller b
            tabbarcontroller tabs in main controllers a, b
            object coordinator class Tabs
            set tabs.delegate = coordinator
            tap tabs.tab#2
            """, files: ["Tabs.swift": swift])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.logged == ["chose b"])
        #expect(run.warnings.contains { $0.message.contains("simrepl does not model UIPickerView: it is never called") }, "\(run.warnings)")
    }

    /// A member a UIKit class simrepl models does not have is a load error, also through what a
    /// controller inherits (`view`): before, `view.bakgroundColor` loaded and failed at the tap.
    @Test func aMissingMemberThroughAnInheritedViewIsALoadError() throws {
        let swift = """
            class Form: UIViewController {
                @IBOutlet var name: UITextField!
                @IBOutlet var greeting: UILabel!
                @IBOutlet var go: UIButton!
                @objc func greet(_ sender: UIButton) {
                    view.isHiden = true
                }
            }
            """
        let run = SwiftRun.of("import \"Form.swift\"\n" + Self.fieldScene, files: ["Form.swift": swift])
        #expect(run.errors.map(\.message) == ["value of type 'UIView' has no member 'isHiden' that simrepl models"])
        #expect(run.logged.isEmpty)
    }

    /// A multi-line string is the text Swift makes of it: the closing delimiter's indentation
    /// taken off each line (before: refused in the .sim language's words).
    @Test func aMultilineStringIsTheTextSwiftMakes() throws {
        let swift = #"""
            class Form: UIViewController {
                @IBOutlet var name: UITextField!
                @IBOutlet var greeting: UILabel!
                @IBOutlet var go: UIButton!
                @objc func greet(_ sender: UIButton) {
                    let text = """
                        first
                          "second"
                        """
                    print(text)
                }
            }
            """#
        let run = SwiftRun.of("import \"Form.swift\"\n" + Self.fieldScene, files: ["Form.swift": swift])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.logged == ["first\n  \"second\""])
    }
}
