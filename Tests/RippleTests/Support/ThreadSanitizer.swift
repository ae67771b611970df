import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the process runs under the thread sanitizer (its runtime is linked in): stress
/// tests run fewer rounds there, and deep stacks need more room.
let isThreadSanitizerActive: Bool = {
    #if canImport(Glibc)
        let handle = dlopen(nil, RTLD_NOW)
    #else
        let handle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #endif
    return dlsym(handle, "__tsan_init") != nil
}()
