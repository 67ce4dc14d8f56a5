"use client";

import { useState } from "react";
import { Loader2, Trash2 } from "lucide-react";
import { useAuth } from "@/hooks/use-auth";
import { useNotify } from "@/components/notifications/use-notify";
import { errorText } from "@/lib/errors/error-text";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { SettingsSection } from "./settings-section";

const WHAT_GOES =
  "Rankwell revokes its Google access and erases your profile, projects, data sources and synced properties. Your data in Google itself is not touched. This cannot be undone.";

export function DeleteAccountSection() {
  const { deleteAccount } = useAuth();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function onConfirm() {
    setDeleting(true);
    try {
      // Ends signed out and, a second later, on the home page, which is the confirmation.
      await deleteAccount();
    } catch (error) {
      setDeleting(false);
      notify({
        type: "error",
        category: "data",
        title: "Could not delete your account",
        message: errorText(error).split("\n")[0] || "Please try again in a moment.",
      });
    }
  }

  return (
    <SettingsSection
      id="delete-account"
      title="Delete account"
      description={WHAT_GOES}
      className="border-destructive/40"
    >
      <Dialog open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
        <DialogTrigger asChild>
          <Button variant="destructive" className="w-fit">
            <Trash2 aria-hidden />
            Delete account
          </Button>
        </DialogTrigger>
        <DialogContent showCloseButton={!deleting}>
          <DialogHeader>
            <DialogTitle>Delete your Rankwell account?</DialogTitle>
            <DialogDescription>{WHAT_GOES}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={deleting}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => void onConfirm()} disabled={deleting}>
              {deleting && <Loader2 aria-hidden className="animate-spin" />}
              {deleting ? "Deleting..." : "Delete my account"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}
