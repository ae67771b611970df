/// A view model whose closure can capture it strongly (a retain cycle) or weakly.
final class ClosureViewModel {
    private(set) var title = ""
    var onChange: (() -> Void)?

    /// Makes `onChange` capture `self` strongly: the object keeps itself alive.
    func captureSelfStrongly() {
        onChange = { self.title = "changed" }
    }

    /// Makes `onChange` capture `self` weakly: no cycle.
    func captureSelfWeakly() {
        onChange = { [weak self] in self?.title = "changed" }
    }

    /// Breaks the cycle, so a leaked instance can be cleaned up by the test.
    func breakCycle() {
        onChange = nil
    }
}
