import Dispatch
import Ripple

func measure(_ name: String, _ n: Int, _ body: () -> Int) {
    var best = UInt64.max
    var sum = 0
    for _ in 0..<5 {
        let t0 = DispatchTime.now().uptimeNanoseconds
        sum &+= body()
        let t1 = DispatchTime.now().uptimeNanoseconds
        best = min(best, t1 - t0)
    }
    print(name, Double(best) / Double(n), "ns/op", sum)
}

final class FloorSource { var observers = ContiguousArray<(Int) -> Void>(); func send(_ v: Int) { for o in observers { o(v) } } }

let n = 1_000_000
measure("floor S1", n) {
    let s = FloorSource(); var total = 0
    let down: (Int) -> Void = { total &+= $0 }
    let filt: (Int) -> Void = { if $0 % 3 != 0 { down($0) } }
    let mapped: (Int) -> Void = { filt($0 * 2) }
    s.observers.append(mapped)
    for i in 0..<n { s.send(i) }
    return total
}
measure("ripple pipe->observer", n) {
    let (o, i) = Signal<Int, Never>.pipe(); var total = 0
    o.observeValues { total &+= $0 }
    for k in 0..<n { i.send(value: k) }
    return total
}
