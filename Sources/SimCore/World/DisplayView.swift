/// A view that only shows something: UIKit creates labels and image views with
/// `isUserInteractionEnabled` false, so taps fall through to the view behind them.
public class DisplayView: View {
    override init(id: ID, name: String, frame: Rect) {
        super.init(id: id, name: name, frame: frame)
        isUserInteractionEnabled = false
    }
}
