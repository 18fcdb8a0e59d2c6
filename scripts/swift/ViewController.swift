import UIKit

class ViewController: UIViewController {

    @IBOutlet var button: UIButton!

    // MARK: - View Life Cycle

    override func viewDidLoad() {
        super.viewDidLoad()

        button.addTarget(self, action: #selector(didTapButton(_:)), forControlEvents: .TouchUpInside)
    }

    // MARK: - Actions

    @IBAction func didTapButton(sender: UIButton) {

    }

}
