import UIKit

/// Lesson 5 in Swift: a photo with a Like button and three gesture recognizers. The recognizers
/// were dragged onto the photo in Interface Builder (the driver, 05-gestures.sim, stands in for
/// the storyboard: it makes them and connects the outlets); viewDidLoad wires them.
class PhotoViewController: UIViewController {
    @IBOutlet var like: UIButton!
    @IBOutlet var tapPhoto: UITapGestureRecognizer!
    @IBOutlet var doubleTap: UITapGestureRecognizer!
    @IBOutlet var drag: UIPanGestureRecognizer!

    override func viewDidLoad() {
        super.viewDidLoad()
        like.addTarget(self, action: #selector(liked(_:)), for: .touchUpInside)
        tapPhoto.addTarget(self, action: #selector(photoTapped))
        drag.addTarget(self, action: #selector(dragged))
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addTarget(self, action: #selector(zoomed))
        // A single tap must not fire on the first tap of a double tap: it waits for the
        // double tap to fail.
        tapPhoto.require(toFail: doubleTap)
    }

    @objc func liked(_ sender: UIButton) {
        print("liked")
    }

    @objc func photoTapped() {
        print("photo tapped")
    }

    @objc func dragged() {
        print("dragged")
    }

    @objc func zoomed() {
        print("zoomed")
    }
}
