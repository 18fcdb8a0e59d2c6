import UIKit

class TableViewCell: UITableViewCell {

    @IBOutlet var mainLabel: UILabel!

    @IBOutlet var button: UIButton!
    @IBOutlet var smartButton: Button!

    override func prepareForReuse() {
        smartButton.didTouchUpInside = nil
    }

}
