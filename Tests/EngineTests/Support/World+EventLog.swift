import Engine

extension World {
    /// Runs one tick and appends its events to `log`: ``World/events`` holds one tick's only.
    func advance(logging log: inout [MotionEvent]) {
        advance()
        log += events
    }
}
