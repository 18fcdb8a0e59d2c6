import UIKit

/// Lesson 6 in Swift: a list whose cells get their Buy action in cellForRowAt.
class ItemCell: UITableViewCell {
    @IBOutlet var titleLabel: UILabel!
    @IBOutlet var buyButton: UIButton!
}

class ItemsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 20
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath) as! ItemCell
        let item = "Item \(indexPath.row)"
        cell.titleLabel.text = item
        // The bug: every configure adds one more action, and a reused cell keeps the old ones.
        cell.buyButton.addAction(UIAction { _ in
            print("buy \(item)")
        }, for: .touchUpInside)
        return cell
    }
}

/// The fix: an action with an identifier replaces the one added before it.
class FixedItemsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 20
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath) as! ItemCell
        let item = "Item \(indexPath.row)"
        cell.titleLabel.text = item
        cell.buyButton.addAction(UIAction(identifier: UIAction.Identifier("buy")) { _ in
            print("buy \(item)")
        }, for: .touchUpInside)
        return cell
    }
}
