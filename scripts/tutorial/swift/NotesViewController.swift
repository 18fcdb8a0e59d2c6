import UIKit

/// Lesson 4 in Swift: a Copy button with no target. Its action goes up the responder chain
/// from the first responder (or from the button when there is none) to whoever implements it.
class NotesViewController: UIViewController {
    @IBOutlet var copyButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        copyButton.addTarget(nil, action: #selector(copy(_:)), for: .touchUpInside)
    }

    @objc override func copy(_ sender: Any?) {
        print("notesVC copies")
    }
}

/// The editor that holds the button: a view nearer the button on the chain.
class EditorView: UIView {
    @objc override func copy(_ sender: Any?) {
        print("editor copies")
    }
}
