/// Disposing and releasing nested `CompositeDisposable` and `SerialDisposable` trees without
/// recursing per level.
///
/// A composite whose member is another composite (or a serial disposable holding one, and so
/// on) would dispose and release its tree by calling into each level in turn: one stack frame
/// per level, which overflows a 512 KiB thread at a few thousand levels. Here the two Ripple
/// tree types are recognized by their exact class and flattened onto an explicit stack; every
/// other disposable is disposed (or released) as usual.
enum DisposableTree {
    /// Whether `disposable` is one of the two tree types, checked by exact class (both final).
    @inline(__always)
    static func isTree(_ disposable: Disposable) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: disposable))
        return type == ObjectIdentifier(CompositeDisposable.self)
            || type == ObjectIdentifier(SerialDisposable.self)
    }

    /// Disposes `members` in order; a nested tree is disposed depth-first in the same order as
    /// nested `dispose()` calls would, but from one loop. (Loops over the members are written
    /// with indices: a debug build iterates a collection through an allocated iterator.)
    static func dispose(_ members: DisposableMembers) {
        var index = members.startIndex
        while index < members.endIndex {
            dispose(members[index])
            index += 1
        }
    }

    /// Disposes `member`, flattening it if it is a tree.
    static func dispose(_ member: Disposable?) {
        guard let member else { return }
        if isTree(member) {
            disposeNested(member)
        } else {
            member.dispose()
        }
    }

    /// Disposes one member that is a tree, flattening its nested trees onto a stack.
    static func disposeNested(_ root: Disposable) {
        var stack: ContiguousArray<Disposable> = [root]
        while let next = stack.popLast() {
            let type = ObjectIdentifier(Swift.type(of: next))
            if type == ObjectIdentifier(CompositeDisposable.self) {
                let composite = unsafeDowncast(next, to: CompositeDisposable.self)
                guard let members = composite.takeMembersForDisposal() else { continue }
                var index = members.endIndex
                while index > members.startIndex {
                    index -= 1
                    if let member = members[index] { stack.append(member) }
                }
            } else if type == ObjectIdentifier(SerialDisposable.self) {
                let serial = unsafeDowncast(next, to: SerialDisposable.self)
                if case let inner?? = serial.takeInnerForDisposal() { stack.append(inner) }
            } else {
                next.dispose()
            }
        }
    }

    /// Releases `members`, the references a dying composite held: every nested tree that
    /// nobody else holds is emptied onto a stack before it is freed, so no `deinit` releases a
    /// deeper level.
    static func release(_ members: inout DisposableMembers) {
        var pending = ContiguousArray<AnyObject?>()
        collectTrees(of: members, into: &pending)
        members = DisposableMembers()
        releasePending(&pending)
    }

    /// Releases `inner`, the reference a dying serial disposable held, as `release(_:)` does.
    static func release(inner: inout Disposable?) {
        guard inner.map({ isTree($0) }) ?? false else { return }
        var pending = ContiguousArray<AnyObject?>()
        pending.append(inner)
        inner = nil
        releasePending(&pending)
    }

    /// Releases the trees in `pending`, one level at a time.
    static func releasePending(_ pending: inout ContiguousArray<AnyObject?>) {
        while !pending.isEmpty {
            var object: AnyObject? = pending.removeLast()
            if isKnownUniquelyReferenced(&object) {
                takeChildren(of: object.unsafelyUnwrapped, into: &pending)
            }
            object = nil
        }
    }

    private static func takeChildren(
        of tree: AnyObject, into pending: inout ContiguousArray<AnyObject?>
    ) {
        let type = ObjectIdentifier(Swift.type(of: tree))
        if type == ObjectIdentifier(CompositeDisposable.self) {
            let members = unsafeDowncast(tree, to: CompositeDisposable.self).takeMembersForRelease()
            collectTrees(of: members, into: &pending)
        } else if type == ObjectIdentifier(SerialDisposable.self) {
            let inner = unsafeDowncast(tree, to: SerialDisposable.self).takeInnerForRelease()
            if let inner, isTree(inner) { pending.append(inner) }
        }
    }

    /// Appends the members of `members` that are trees to `pending`.
    private static func collectTrees(
        of members: DisposableMembers, into pending: inout ContiguousArray<AnyObject?>
    ) {
        var index = members.startIndex
        while index < members.endIndex {
            if let member = members[index], isTree(member) { pending.append(member) }
            index += 1
        }
    }
}
