/// What loading a scene file needs from the engines beyond their usual API: a trace level to
/// report under, and awakeFromNib.
extension Simulator {
    /// A note with the lines `body` emits nested under it: a scene file's load and its reports.
    public func note<T>(_ text: String, nesting body: () throws -> T) rethrows -> T {
        note(text)
        return try tracer.nested(body)
    }
}

extension ActionDispatch {
    /// Sends `awakeFromNib` to an object a scene file made, once every outlet and action of the
    /// file is connected (UIKit: https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib).
    /// Returns false, and traces nothing, when the object does not implement it.
    @discardableResult
    public func awakeFromNib(_ object: SimObject) throws -> Bool {
        guard let method = object.method(for: world.selector("awakeFromNib")) else { return false }
        emit(.note(text: world.strings.intern("awakeFromNib -> \(object.name)")), about: object)
        try tracer.nested { try invoke(method, on: object, sender: nil, touch: 0) }
        return true
    }
}
