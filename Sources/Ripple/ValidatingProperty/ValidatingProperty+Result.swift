extension ValidatingProperty {
    /// What a validator says about a proposed value.
    public enum Decision {
        /// The value is accepted as it is.
        case valid

        /// The value is replaced by another, which is stored; the error, if any, says why.
        case coerced(Value, ValidationError?)

        /// The value is rejected: it is not stored.
        case invalid(ValidationError)
    }

    /// The outcome of validating a proposed value: what `result` holds.
    public enum Result {
        /// The value was accepted and stored.
        case valid(Value)

        /// `proposed` was replaced by `replacement`, which was stored.
        case coerced(replacement: Value, proposed: Value, error: ValidationError?)

        /// The value was rejected with an error; the stored value did not change.
        case invalid(Value, ValidationError)

        /// Whether the value was rejected.
        public var isInvalid: Bool {
            if case .invalid = self { return true }
            return false
        }

        /// The value stored by this outcome: the valid value or the replacement; `nil` when
        /// the value was rejected.
        public var value: Value? {
            switch self {
            case .valid(let value): return value
            case .coerced(let replacement, _, _): return replacement
            case .invalid: return nil
            }
        }

        /// The error of a rejected value; `nil` otherwise (also for a coercion).
        public var error: ValidationError? {
            if case .invalid(_, let error) = self { return error }
            return nil
        }

        /// The value that was proposed: what a revalidation proposes again.
        var proposed: Value {
            switch self {
            case .valid(let value): return value
            case .coerced(_, let proposed, _): return proposed
            case .invalid(let value, _): return value
            }
        }

        init(_ value: Value, _ decision: Decision) {
            switch decision {
            case .valid: self = .valid(value)
            case .coerced(let replacement, let error):
                self = .coerced(replacement: replacement, proposed: value, error: error)
            case .invalid(let error): self = .invalid(value, error)
            }
        }
    }
}

extension ValidatingProperty.Decision: Equatable
where Value: Equatable, ValidationError: Equatable {}

extension ValidatingProperty.Result: Equatable where Value: Equatable, ValidationError: Equatable {}
