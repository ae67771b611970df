/// A profile service whose answers a test sets; an actor, so it needs no lock.
actor StubProfileService: ProfileService {
    private var answer: Result<Profile, ProfileError>
    /// The user ids asked for, in order.
    private(set) var requestedIDs: [Int] = []

    init(answering answer: Result<Profile, ProfileError>) {
        self.answer = answer
    }

    func answer(with answer: Result<Profile, ProfileError>) {
        self.answer = answer
    }

    func profile(id: Int) async throws(ProfileError) -> Profile {
        requestedIDs.append(id)
        return try answer.get()
    }
}
