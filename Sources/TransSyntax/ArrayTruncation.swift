extension Array {
    /// Removes the elements from `count` up, one by one from the end: for the short stacks the parser's
    /// and the checker's lists wait on. `removeSubrange(count...)` and `removeLast(_:)` go through a
    /// generic replacement of a range, about 150 instructions a call even when nothing is removed.
    @inlinable package mutating func truncate(to count: Int) {
        precondition(count >= 0, "a negative count")
        while self.count > count { removeLast() }
    }
}
