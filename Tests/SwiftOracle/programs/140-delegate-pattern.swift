// Delegation: a class-bound protocol, a weak delegate property and optional-chained callbacks.
protocol DownloadDelegate: AnyObject {
    func didStart(_ d: Downloader)
    func didProgress(_ d: Downloader, percent: Int)
    func didFinish(_ d: Downloader, bytes: Int)
}
extension DownloadDelegate {
    func didProgress(_ d: Downloader, percent: Int) {}
}
final class Downloader {
    let url: String
    weak var delegate: DownloadDelegate?
    init(url: String) { self.url = url }
    func run(chunks: [Int]) {
        delegate?.didStart(self)
        var done = 0
        let total = chunks.reduce(0, +)
        for c in chunks {
            done += c
            delegate?.didProgress(self, percent: done * 100 / total)
        }
        delegate?.didFinish(self, bytes: total)
    }
}
final class ProgressView: DownloadDelegate {
    var log: [String] = []
    func didStart(_ d: Downloader) { log.append("start \(d.url)") }
    func didProgress(_ d: Downloader, percent: Int) { log.append("\(percent)%") }
    func didFinish(_ d: Downloader, bytes: Int) { log.append("done \(bytes)B") }
    deinit { print("ProgressView deinit") }
}
final class QuietView: DownloadDelegate {
    func didStart(_ d: Downloader) { print("quiet start") }
    func didFinish(_ d: Downloader, bytes: Int) { print("quiet finish", bytes) }
}
let downloader = Downloader(url: "example/file")
var view: ProgressView? = ProgressView()
downloader.delegate = view
downloader.run(chunks: [10, 30, 60])
print(view!.log)
view = nil
print(downloader.delegate == nil)
downloader.run(chunks: [1])
let quiet = QuietView()
downloader.delegate = quiet
downloader.run(chunks: [5, 5])
