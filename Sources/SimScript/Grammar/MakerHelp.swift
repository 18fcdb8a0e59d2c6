/// What `help` says of each view maker (`button`, `slider`…), in the order it lists them: the
/// words of the language, beside the class descriptors (SimCore) the makers' grammar comes from.
/// A class with a maker word and no entry here still gets its command, with a plain summary.
struct MakerHelp: Sendable {
    let word: String
    let summary: String
    let examples: [String]

    init(_ word: String, summary: String, examples: [String]) {
        self.word = word; self.summary = summary; self.examples = examples
    }

    static let all: [MakerHelp] = [
        MakerHelp("view", summary: "Create a plain UIView as the front-most subview of VIEW (the frame defaults to the parent's bounds).",
                  examples: ["view card in home.view frame 20 100 350 200", "view overlay in home.view alpha 0.005"]),
        MakerHelp("button", summary: "Create a UIButton (frame defaults to 0 0 100 44).",
                  examples: ["button login in card frame 20 20 120 44 title \"Log in\"", "button help in card enabled false", "button save in card title \"Save\" primaryAction { log \"saved\" }"]),
        MakerHelp("control", summary: "Create a plain UIControl, a custom control (frame defaults to 0 0 100 44): it tracks touches and sends touch events like any control, but it is not one of the controls Apple lets keep a tap from a superview's tap recognizer.",
                  examples: ["control rating in card frame 20 20 150 30", "control rating in card class RatingControl"]),
        MakerHelp("label", summary: "Create a UILabel. Labels have userInteractionEnabled false, so taps go to the view behind them.",
                  examples: ["label caption in card frame 20 80 200 21 text \"Welcome\""]),
        MakerHelp("imageview", summary: "Create a UIImageView. Like a label, its userInteractionEnabled is false, so taps go to the view behind it.",
                  examples: ["imageview thumbnail in card frame 10 10 60 60 image \"lamp.png\""]),
        MakerHelp("textfield", summary: "Create a UITextField (frame defaults to 0 0 200 34). A tap makes it first responder and begins editing; its weak `delegate` (UITextFieldDelegate) is asked before every step.",
                  examples: ["textfield code in card frame 20 80 200 34 placeholder \"6 characters\""]),
        MakerHelp("switch", summary: "Create a UISwitch (51x31). A tap toggles `on` and sends valueChanged; `set NAME.on = …` changes it silently, as setOn(_:animated:) does.",
                  examples: ["switch wifi in card frame 280 20 51 31 on true"]),
        MakerHelp("slider", summary: "Create a UISlider (0…1 by default). Dragging the thumb changes `value`: continuous sends valueChanged on every move, otherwise once when the touch ends.",
                  examples: ["slider volume in card frame 20 80 300 31 max 10 value 5", "slider volume in card continuous false"]),
        MakerHelp("stepper", summary: "Create a UIStepper (0…100, step 1). A touch on the right half increments, on the left decrements; held, it repeats (autorepeat). At a limit it stops, or wraps around with `wraps true`.",
                  examples: ["stepper guests in card frame 20 140 94 32 min 1 max 8 value 2"]),
        MakerHelp("segmented", summary: "Create a UISegmentedControl with equal-width segments. A tap selects the segment under it (on touch up inside) and sends valueChanged if the selection changed; `selected -1` selects none.",
                  examples: ["segmented range in card segments \"Day\" \"Week\" \"Month\" selected 0"]),
        MakerHelp("pagecontrol", summary: "Create a UIPageControl (a row of page dots, 160x26): a tap on its right half shows the next page, on its left half the previous one, and sends valueChanged; at the first or last page nothing changes. `currentPage` is pinned to 0…numberOfPages-1.",
                  examples: ["pagecontrol pages in card frame 20 200 160 26 numberOfPages 3"]),
        MakerHelp("scrollview", summary: "Create a UIScrollView: a drag moves its content (contentOffset) over `contentWidth` by `contentHeight` points; a touch on the content is held back briefly (delaysContentTouches) so a drag can scroll first, and a drag may take a touch the content has (canCancelContentTouches); with `pagingEnabled` it stops on the nearest page when the finger lifts.",
                  examples: ["scrollview gallery in home.view frame 0 100 390 300 contentWidth 1170 contentHeight 300 pagingEnabled true"]),
        MakerHelp("refreshcontrol", summary: "Create a UIRefreshControl in a table view (its refreshControl): a drag that pulls the table down past its top by `config refreshThreshold` (80 pt) begins refreshing and sends valueChanged, once, until `endRefreshing`.",
                  examples: ["refreshcontrol refresher in feed"]),
        MakerHelp("stackview", summary: "Create a UIStackView: it lays out its arranged subviews (addArrangedSubview) in a row (`axis horizontal`, the default) or a column, `spacing` apart, `distribution` fill|fillEqually|equalSpacing along the axis and `alignment` fill|leading|top|center|trailing|bottom across it; a hidden arranged view takes no space. A view's own frame size stands in for its intrinsic size; a stack too small for its views does not shrink them, so they stick out and cannot be tapped there.",
                  examples: ["stackview buttons in card frame 20 20 300 44 axis horizontal spacing 8 distribution fillEqually"]),
        MakerHelp("tableview", summary: "Create a UITableView. Its rows come from its dataSource (numberOfSectionsInTableView:, tableView:numberOfRowsInSection:, tableView:cellForRowAtIndexPath: with cell, {section} and {row}) or from blocks (numberOfSectionsHandler, numberOfRowsHandler, cellForRowHandler); reloadData lays out the visible rows.",
                  examples: ["tableview list in home.view frame 0 100 390 440 rowHeight 44"]),
        MakerHelp("collectionview", summary: "Create a UICollectionView on the same reuse machinery: square items in a grid, as many per line as fit (itemSize 100 by default). Its data source implements collectionView:numberOfItemsInSection: and collectionView:cellForItemAtIndexPath: (with {item} and cell).",
                  examples: ["collectionview photos in home.view frame 0 100 390 400 itemSize 130"]),
    ]
}
