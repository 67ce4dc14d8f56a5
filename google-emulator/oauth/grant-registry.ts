// What stateless tokens cannot carry: codes already redeemed and grants revoked. Kept in memory,
// so a restart forgets revocations, which is acceptable for an emulator.
export class GrantRegistry {
  private readonly usedCodes = new Map<string, { expS: number; gid: string }>();
  private readonly revoked = new Set<string>();

  /**
   * Records that code `jti` was redeemed into grant `gid`. A second redemption answers the first
   * grant's id, which is then revoked (RFC 6749 §4.1.2).
   */
  redeemCode(jti: string, expS: number, gid: string, nowS: number): { reusedGrant?: string } {
    this.prune(nowS);
    const earlier = this.usedCodes.get(jti);
    if (earlier) {
      this.revoked.add(earlier.gid);
      return { reusedGrant: earlier.gid };
    }
    this.usedCodes.set(jti, { expS, gid });
    return {};
  }

  revoke(gid: string): void {
    this.revoked.add(gid);
  }

  isRevoked(gid: string): boolean {
    return this.revoked.has(gid);
  }

  private prune(nowS: number): void {
    for (const [jti, { expS }] of this.usedCodes) if (expS <= nowS) this.usedCodes.delete(jti);
  }
}
