// The account part of the mobile menu panel. (The accounts work completes it.)
import { AccountNav } from "./account-nav";

export function MobileAccountSection() {
  return <AccountNav />;
}
