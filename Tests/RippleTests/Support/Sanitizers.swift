import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the process runs under the thread sanitizer (its runtime is linked in): stress
/// tests run fewer rounds there, and deep stacks need more room.
let isThreadSanitizerActive = isSanitizerRuntimeLinked("__tsan_init")

/// Whether the process runs under the address sanitizer (its runtime is linked in): deep
/// stacks need more room, as under the thread sanitizer.
let isAddressSanitizerActive = isSanitizerRuntimeLinked("__asan_init")

/// The stack a depth-budget test runs on: 512 KiB, the size of an iOS secondary thread, in
/// debug and release builds; 2 MiB under the thread or address sanitizer, whose instrumented
/// frames are larger (under the address sanitizer 9 depth-budget tests overflow 512 KiB and
/// pass with 2 MiB). The budget itself is checked by the unsanitized runs.
let depthBudgetStackSize =
    isThreadSanitizerActive || isAddressSanitizerActive ? 2 * 1024 * 1024 : 512 * 1024

/// The length of a chain that checks teardown or starts never recurse per stage: 100,000 in
/// debug and release builds, which check that no depth overflows the stack; 20,000 under the
/// thread or address sanitizer, many times slower, where what the run looks for (a race, a use
/// after free, a leak) does not depend on the length, and 20,000 is still far past any depth a
/// recursion per stage survives on the test's stack (a few thousand levels).
let deepChainLength = isThreadSanitizerActive || isAddressSanitizerActive ? 20_000 : 100_000

/// Whether `symbol`, the entry point of a sanitizer's runtime, is linked into the process.
private func isSanitizerRuntimeLinked(_ symbol: String) -> Bool {
    #if canImport(Glibc)
        let handle = dlopen(nil, RTLD_NOW)
    #else
        let handle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #endif
    return dlsym(handle, symbol) != nil
}
