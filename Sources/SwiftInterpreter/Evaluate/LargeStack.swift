import Glibc

/// Runs `body` on a thread of its own with a large stack, and waits for it. A tree-walking
/// interpreter uses several host frames per Swift call, so a program that recurses a few
/// thousand levels deep — fine compiled — would overflow a default 8 MB (or a test runner's
/// 512 KB) stack.
func runWithLargeStack(bytes: Int = 1 << 30, _ body: @escaping () -> Void) {
    final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, bytes)
    var thread = pthread_t()
    let work = Unmanaged.passRetained(Work(body)).toOpaque()
    let created = pthread_create(&thread, &attributes, { raw in
        Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue().body()
        return nil
    }, work)
    guard created == 0 else {
        Unmanaged<Work>.fromOpaque(work).release()
        body()
        return
    }
    pthread_join(thread, nil)
}
