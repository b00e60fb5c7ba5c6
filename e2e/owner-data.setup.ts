import { test as setup } from "@playwright/test";
import { createOwner, seedFailureInD1, seedQuotesInD1 } from "./admin-helpers";
import { deviceOwner, leads, longNameLead, longWordLead, owner, urgentLeads } from "./owner-data";

setup("the owner account (npm run owner:create) and the leads of the owner-screens tests", () => {
  createOwner(owner.username, owner.password);
  createOwner(deviceOwner.username, deviceOwner.password);
  seedQuotesInD1([...Object.values(leads), longNameLead, longWordLead, ...Object.values(urgentLeads)], "moving-services");
  seedFailureInD1();
});
