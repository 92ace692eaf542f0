package fault

// The faults of dereference and the registry (SPEC sections 11 and 12),
// planted in the reference's fetch and registry (refhost's deref.go, with
// their variants in deref_faults.go). Their IDs start at derefBase, apart
// from All's: no case of the built-in corpus fetches or registers, so the
// mutation run over it (rfc005 mutate, internal/coverage/kills.json) does
// not plant them; internal/mutate's TestDerefFaultsAreKilled plants each
// against the suite's fetch and registry cases instead.
const derefBase ID = 1000

// The faults of SPEC 11 and 12.
const (
	FetchOnReceipt ID = derefBase + iota
	RegistrationFetches
	CredentialFollowsRedirect
	FetchWithoutBearer
	RedirectRetriedAtOrigin
	DataURIFetched
	ClaimedSizeIgnored
	ExpiryIgnored
	CeilingAfterWholeBody
	GzipKept
	DigestIgnored
	TypeFromContentType
	UnknownOctetsAsClaimed
	SavedBeforeDigestCheck
	SavedTwice
	NameFromServer
	StubChangedAfterRefusal
	PayloadInlinedUnderNever
	URIShownAfterFetch
	NewIDForSameReference
	IDFromLiveCount
	FullRegistryRefuses
	LookupFindsNewest
	numDerefFaults
)

// Deref lists the faults of SPEC 11 and 12, at least one a rule, in the
// order of SPEC.md's table of those rules.
var Deref = []Fault{
	// A request on receipt: every refused case then sees one.
	{FetchOnReceipt, "fetch-on-receipt", "SPEC 11 fetch on request", false},
	{RegistrationFetches, "registration-fetches", "SPEC 11 fetch on request", false},
	// Go's client keeps the header on a redirect to the same host at
	// another port: the trap is one.
	{CredentialFollowsRedirect, "credential-follows-redirect", "SPEC 11 dialed origin", false},
	// The bearer is a SHOULD: only the profile's check sees it missing.
	{FetchWithoutBearer, "fetch-without-bearer", "SPEC 11 bearer on dialed origin", true},
	// A client that answers a redirect by asking the dialed uri again,
	// with no count of hops.
	{RedirectRetriedAtOrigin, "redirect-retried-at-origin", "SPEC 11 redirects bounded", false},
	{DataURIFetched, "data-uri-fetched", "SPEC 11 schemes", false},
	{ClaimedSizeIgnored, "claimed-size-ignored", "SPEC 11 claimed size", false},
	{ExpiryIgnored, "expiry-ignored", "SPEC 11 expiry", false},
	{CeilingAfterWholeBody, "ceiling-after-whole-body", "SPEC 11 ceiling", false},
	{GzipKept, "gzip-kept", "SPEC 11 content coding", false},
	{DigestIgnored, "digest-ignored", "SPEC 11 digest", false},
	{TypeFromContentType, "type-from-content-type", "SPEC 11 saved media type", false},
	{UnknownOctetsAsClaimed, "unknown-octets-as-claimed", "SPEC 11 unknown octets", false},
	{SavedBeforeDigestCheck, "saved-before-digest-check", "SPEC 11 nothing saved on failure", false},
	{SavedTwice, "saved-twice", "SPEC 11 saved once", false},
	{NameFromServer, "name-from-server", "SPEC 11 storage name", false},
	{StubChangedAfterRefusal, "stub-changed-after-refusal", "SPEC 11 stub unchanged", false},
	{PayloadInlinedUnderNever, "payload-inlined-under-never", "SPEC 11 after a fetch", false},
	{URIShownAfterFetch, "uri-shown-after-fetch", "SPEC 11 security failures", false},
	{NewIDForSameReference, "new-id-for-same-reference", "SPEC 12 same reference", false},
	// Ids made from the number of live records: once the oldest is
	// evicted, the next id is one still live.
	{IDFromLiveCount, "id-from-live-count", "SPEC 12 ids never reused", false},
	{FullRegistryRefuses, "full-registry-refuses", "SPEC 12 eviction", false},
	{LookupFindsNewest, "lookup-finds-newest", "SPEC 12 unknown reference", false},
}

// DerefCount is the number of faults of SPEC 11 and 12.
const DerefCount = int(numDerefFaults - derefBase)
